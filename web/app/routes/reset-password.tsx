import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../components/api';
import { HOME_WITH_LOGIN } from '../components/auth-dialog';
import { withNotice } from '../components/route-notice';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { username: url.searchParams.get('username') ?? '', code: url.searchParams.get('code') ?? '', locale: context.request.locale };
}

/** /reset-password?username&code: the link of the reset mail (01 §2); afterwards home with the login dialog open and 'Your password has been reset'. */
export default function ResetPassword() {
  const { username, code, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  // the one client-side check beside its field; the server's refusals are toasts (api(), 01 §8)
  const [mismatch, setMismatch] = useState(false);
  const submit = async () => {
    setMismatch(password !== again);
    if (password !== again) return;
    const r = await api('/api/reset-password', { method: 'POST', body: { username, password, code }, locale });
    // a new page (the reset link's session state goes), which says the password was reset
    if (r.status === 200) window.location.assign(withNotice(HOME_WITH_LOGIN, 'password-reset'));
  };
  return (
    <Stack maw={420}>
      <Title order={2}>{t('auth.reset')}</Title>
      <TextInput label={t('auth.username')} value={username} readOnly />
      <PasswordInput label={t('setting.newPassword')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} maxLength={20} />
      <PasswordInput label={t('auth.passwordAgain')} value={again} onChange={(e) => setAgain(e.currentTarget.value)} maxLength={20} error={mismatch ? t('auth.passwordMismatch') : undefined} />
      <Button onClick={() => void submit()}>{t('auth.reset')}</Button>
    </Stack>
  );
}
