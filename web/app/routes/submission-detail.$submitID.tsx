import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../components/auth-dialog';
import { loadSubmission, SubmissionView } from '../components/submission/submission-view';
import type { loader as rootLoader } from '../root';

/** Read by the page itself (no server loader: the status table is the shared STATUS_TABLE). */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return loadSubmission(params.submitID);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <Stack align="center" py="xl">
      <Loader />
    </Stack>
  );
}

export const meta: MetaFunction = ({ matches, params }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: string } | undefined;
  return [{ title: `${root?.locale === 'zh-CN' ? '提交' : 'Submission'} ${params.submitID ?? ''} · ${root?.config?.name ?? 'OJ'}` }];
};

/** /submission-detail/:submitID (01 §2, §6): the verdict's facts, the compile message, the code and the case results. */
export default function SubmissionDetailPage() {
  const data = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const auth = useAuthDialog();
  if (!data.detail) {
    const signedOut = data.status === 401;
    return (
      <Stack maw={640} mx="auto" py="xl" data-testid="submission-unavailable">
        <Alert color={signedOut ? 'yellow' : 'red'} title={t(signedOut ? 'submission.loginToView' : 'submission.loadFailed')}>
          {signedOut ? null : data.error}
        </Alert>
        <Group>
          {signedOut && !root?.user ? <Button onClick={() => auth.open('login')} data-testid="detail-login">{t('auth.login')}</Button> : null}
          <Button component={Link} to="/status" variant="default">{t('submission.backToStatus')}</Button>
        </Group>
      </Stack>
    );
  }
  return <SubmissionView detail={data.detail} cases={data.cases} />;
}

