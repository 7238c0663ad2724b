import { Accordion, Button, Group, PasswordInput, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../components/api';
import { AvatarSetting } from '../components/avatar/avatar-setting';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import { notifyResult } from '../components/notify';

const PROFILE_FIELDS = ['nickname', 'school', 'course', 'number', 'realname', 'github', 'blog', 'cfUsername', 'mobile'] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  // login-only route: home with 'Please login first' and the login dialog (01 §8)
  if (!context.request.user) throw redirect(LOGIN_FIRST_PATH);
  return { locale: context.request.locale, me: await context.services.me(context.request.user.uid) };
}

/** /setting: the Account (password, e-mail) and UserInfo (profile, avatar) sections of 01 §2. */
export default function Setting() {
  const { locale, me } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [password, setPassword] = useState({ oldPassword: '', newPassword: '', again: '' });
  const [email, setEmail] = useState({ newEmail: '', code: '', password: '' });
  const [profile, setProfile] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = { gender: me?.gender ?? 'secrecy', signature: me?.signature ?? '' };
    for (const field of PROFILE_FIELDS) initial[field] = me?.[field] ?? '';
    return initial;
  });
  // the one client-side check beside its field; the server's refusals are toasts (api(), 01 §8)
  const [mismatch, setMismatch] = useState(false);

  const changePassword = async () => {
    setMismatch(password.newPassword !== password.again);
    if (password.newPassword !== password.again) return;
    notifyResult(await api('/api/change-password', { method: 'POST', body: { oldPassword: password.oldPassword, newPassword: password.newPassword }, locale }));
  };
  const sendEmailCode = async () => notifyResult(await api(`/api/get-change-email-code?email=${encodeURIComponent(email.newEmail)}`, { locale, changesState: true }));
  const changeEmail = async () => notifyResult(await api('/api/change-email', { method: 'POST', body: email, locale }));
  const saveProfile = async () => notifyResult(await api('/api/change-userInfo', { method: 'POST', body: profile, locale }));

  return (
    <Stack maw={640}>
      <Title order={2}>{t('user.setting')}</Title>
      <Accordion defaultValue="account" variant="separated">
        <Accordion.Item value="account">
          <Accordion.Control>{t('setting.account')}</Accordion.Control>
          <Accordion.Panel>
            <Stack>
              <PasswordInput label={t('setting.oldPassword')} value={password.oldPassword} onChange={(e) => setPassword({ ...password, oldPassword: e.currentTarget.value })} />
              <PasswordInput label={t('setting.newPassword')} value={password.newPassword} onChange={(e) => setPassword({ ...password, newPassword: e.currentTarget.value })} maxLength={20} />
              <PasswordInput label={t('auth.passwordAgain')} value={password.again} onChange={(e) => setPassword({ ...password, again: e.currentTarget.value })} maxLength={20} error={mismatch ? t('auth.passwordMismatch') : undefined} />
              <Button onClick={() => void changePassword()}>{t('setting.changePassword')}</Button>
              <Group align="end">
                <TextInput label={t('setting.newEmail')} value={email.newEmail} onChange={(e) => setEmail({ ...email, newEmail: e.currentTarget.value })} style={{ flex: 1 }} />
                <Button variant="light" onClick={() => void sendEmailCode()}>{t('auth.sendCode')}</Button>
              </Group>
              <TextInput label={t('auth.code')} value={email.code} onChange={(e) => setEmail({ ...email, code: e.currentTarget.value })} maxLength={6} />
              <PasswordInput label={t('setting.currentPassword')} value={email.password} onChange={(e) => setEmail({ ...email, password: e.currentTarget.value })} />
              <Button onClick={() => void changeEmail()}>{t('setting.changeEmail')}</Button>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="userinfo">
          <Accordion.Control>{t('setting.userInfo')}</Accordion.Control>
          <Accordion.Panel>
            <Stack>
              {PROFILE_FIELDS.map((field) => (
                <TextInput key={field} label={t(`profile.${field}`)} value={profile[field] ?? ''} onChange={(e) => setProfile({ ...profile, [field]: e.currentTarget.value })} />
              ))}
              <Select label={t('profile.gender')} value={profile.gender} onChange={(v) => setProfile({ ...profile, gender: v ?? 'secrecy' })} data={['male', 'female', 'secrecy'].map((g) => ({ value: g, label: t(`profile.gender.${g}`) }))} />
              <Textarea label={t('profile.signature')} value={profile.signature} onChange={(e) => setProfile({ ...profile, signature: e.currentTarget.value })} autosize minRows={3} />
              <Button onClick={() => void saveProfile()} data-testid="save-profile">{t('setting.saveProfile')}</Button>
              <AvatarSetting avatar={me?.avatar ?? ''} locale={locale} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
