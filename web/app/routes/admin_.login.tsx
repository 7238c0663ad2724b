import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send } from '../admin/admin-api';
import { reported } from '../components/api';
import { LoginWaitNotice, useLoginWait, type LoginRefusal } from '../components/login-wait';
import { announceSession } from '../components/session-sync';
import { SlidePuzzle } from '../components/slide-puzzle';
import type { RouteHandle } from '../root';

export const handle: RouteHandle = { ownShell: true };

/** Only a path inside the admin app is a place to return to (never another site). */
function returnPath(value: string | null): string {
  return value && /^\/admin\/(?!login)[^/\\]/.test(value) ? value : '/admin/dashboard';
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const config = await context.services.websiteConfig();
  return {
    // the guard sends people here with reason=admin (03 §8: Please_login_first_by_admin_account)
    refused: url.searchParams.get('reason') === 'admin',
    returnTo: returnPath(url.searchParams.get('redirect')),
    signedInAs: context.request.user?.username,
    shortName: config.shortName,
    siteName: config.name,
    locale: context.request.locale,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Admin - ${data.siteName}` : 'Admin' }];

/** /admin/login: the admin app's own sign-in (POST /api/admin/login: admin roles only), the slide puzzle after 5 failures, a refused try's wait. */
export default function AdminLogin() {
  const { refused, returnTo, signedInAs, shortName, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [form, setForm] = useState({ username: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [needSlider, setNeedSlider] = useState(false);
  const [sliderPass, setSliderPass] = useState<string>();
  const loginWait = useLoginWait();

  const login = async () => {
    setBusy(true);
    const r = await send<LoginRefusal | null>('/api/admin/login', { method: 'POST', body: { ...form, sliderPass }, quiet: 'a 429 is shown on the form with its countdown; other refusals below' });
    // a 429 was answered before the puzzle's pass was looked at: it stays for the next try
    if (r.status === 429) loginWait.refused(r);
    else {
      reported(r);
      setSliderPass(undefined);
    }
    setBusy(false);
    if (r.status === 200) {
      announceSession('signed-in');
      window.location.assign(returnTo);
      return;
    }
    // the refusal was shown above (01 §8: a toast; a 429 on the form)
    if (r.data?.requireSlider) setNeedSlider(true);
  };

  return (
    <Center mih="100vh" bg="gray.0" px="md">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%" component="main">
        <Stack>
          <Title order={1} size="h3">{t('admin.login.title', { shortName })}</Title>
          {refused ? <Alert color="orange" data-testid="admin-login-reason">{t('admin.loginFirst')}</Alert> : null}
          {signedInAs ? <Text size="sm" c="dimmed">{t('admin.login.signedInAs', { username: signedInAs })}</Text> : null}
          <form onSubmit={(e) => { e.preventDefault(); void login(); }}>
            <Stack>
              <TextInput label={t('auth.username')} value={form.username} onChange={(e) => setForm({ ...form, username: e.currentTarget.value })} maxLength={20} required autoComplete="username" />
              <PasswordInput label={t('auth.password')} value={form.password} onChange={(e) => setForm({ ...form, password: e.currentTarget.value })} maxLength={20} required autoComplete="current-password" />
              <LoginWaitNotice wait={loginWait} />
              {needSlider && !sliderPass ? <SlidePuzzle locale={locale} onPass={setSliderPass} /> : null}
              <Button type="submit" loading={busy} disabled={(needSlider && !sliderPass) || loginWait.left > 0}>
                {loginWait.left > 0 ? t('auth.loginIn', { seconds: loginWait.left }) : t('auth.login')}
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/home" size="sm">{t('admin.backToSite')}</Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
