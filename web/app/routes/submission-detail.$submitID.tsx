import { Alert, Anchor, Button, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../components/ability';
import { useAuthDialog } from '../components/auth-dialog';
import { AdminJudgeActions } from '../components/submission/admin-judge-actions';
import { CaseTable } from '../components/submission/case-table';
import { StatusTag } from '../components/submission/status-tag';
import { COMPILE_ERROR, submissionApi, type CaseResult, type SubmissionDetail } from '../components/submission/submission-api';
import { SubmissionCode } from '../components/submission/submission-code';
import { LocalDate } from '../components/local-date';
import { useLiveRows } from '../components/submission/use-live-rows';
import { isInProgress } from '../components/submission/use-submission-updates';
import { UserChip } from '../components/user-chip';
import { formatLength, formatMemory, formatTime, orEmpty } from '../format/format';
import type { loader as rootLoader } from '../root';

/** Read by the page itself (no server loader: the status table is the shared STATUS_TABLE). */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const submitId = Number(params.submitID);
  if (!Number.isInteger(submitId) || submitId < 1) return { submitId, status: 404, error: undefined, detail: undefined, cases: undefined };
  const answer = await submissionApi.detail(submitId);
  if (answer.status !== 200 || !answer.data) return { submitId, status: answer.status, error: answer.msg, detail: undefined, cases: undefined };
  // the cases exist once the verdict does (01 §4: the page reads them when judging ends); a compile error has none
  const status = answer.data.submission.status;
  const cases = isInProgress(status) || status === COMPILE_ERROR ? undefined : await submissionApi.cases(submitId);
  return { submitId, status: 200, error: undefined, detail: answer.data, cases: cases ? { status: cases.status, data: cases.data, msg: cases.msg } : undefined };
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

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" component="div" data-testid={testId}>{children}</Text>
    </Stack>
  );
}

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

function SubmissionView({ detail, cases }: { detail: SubmissionDetail; cases: { status: number; data: CaseResult | null; msg: string } | undefined }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const locale = root?.locale ?? 'zh-CN';
  const superAdmin = useAbility().can('manage', 'all');
  const revalidator = useRevalidator();
  const initial = useMemo(() => [detail.submission], [detail.submission]);
  const { rows, replace } = useLiveRows(initial);
  const row = rows[0] ?? detail.submission;
  const s = detail.submission;

  // once the verdict arrives, read the detail again: compile message, judger and the case results
  const wasInProgress = useRef(isInProgress(s.status));
  useEffect(() => {
    if (wasInProgress.current && !isInProgress(row.status)) revalidator.revalidate();
    wasInProgress.current = isInProgress(row.status);
  }, [row.status, revalidator]);

  // an ACM problem's cases carry no score (null from the server): no score column then
  const oi = row.score !== null || Boolean(cases?.data?.judgeCaseList.some((c) => c.score !== null));
  // a Compile Error ran no case: the compiler's message is the whole story
  const compileError = row.status === COMPILE_ERROR;
  return (
    <Stack data-testid="submission-detail">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={2}>{t('submission.title', { id: s.submitId })}</Title>
          <StatusTag code={row.status} size="lg" data-testid="detail-status" />
          {isInProgress(row.status) ? <Loader size="sm" aria-hidden /> : null}
        </Group>
        <Group gap="xs">
          {superAdmin ? <AdminJudgeActions row={row} onChanged={replace} /> : null}
          <Button component={Link} to="/status" variant="default" size="sm">{t('submission.backToStatus')}</Button>
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" verticalSpacing="md">
          <Fact label={t('status.problem')}>
            <Anchor component={Link} to={`/problem/${encodeURIComponent(s.displayId)}`} size="sm" data-testid="detail-problem">
              {s.displayId}{s.title ? ` ${s.title}` : ''}
            </Anchor>
          </Fact>
          <Fact label={t('status.author')}>
            <UserChip username={s.username} uid={s.uid} role={s.authorRole} />
          </Fact>
          <Fact label={t('status.score')} testId="detail-score">{orEmpty(row.score)}</Fact>
          <Fact label={t('status.time')} testId="detail-time">{formatTime(row.time)}</Fact>
          <Fact label={t('status.memory')} testId="detail-memory">{formatMemory(row.memory)}</Fact>
          <Fact label={t('status.length')} testId="detail-length">{formatLength(s.length)}</Fact>
          <Fact label={t('status.language')}>{orEmpty(s.language)}</Fact>
          <Fact label={t('status.judger')}>{orEmpty(row.judger)}</Fact>
          <Fact label={t('status.submitTime')}><LocalDate value={s.submitTime} locale={locale} /></Fact>
        </SimpleGrid>
      </Card>
      {s.errorMessage || (compileError && s.codeVisible) ? (
        <Card withBorder data-testid="compile-info">
          <Text fw={600} mb="xs">{t('submission.compileInfo')}</Text>
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}>{s.errorMessage || t('submission.noCompileMessage')}</Code>
        </Card>
      ) : null}
      {compileError ? null : cases ? (
        <Stack gap="xs">
          <Title order={4}>{t('submission.cases')}</Title>
          {cases.status === 200 && cases.data ? (
            <CaseTable result={cases.data} oi={oi} />
          ) : (
            <Text c="dimmed" size="sm" data-testid="cases-closed">{cases.status === 200 ? t('submission.casesClosed') : cases.msg}</Text>
          )}
        </Stack>
      ) : isInProgress(row.status) ? (
        <Text c="dimmed" size="sm" data-testid="cases-later">{t('submission.casesLater')}</Text>
      ) : null}
      {s.codeVisible ? (
        <SubmissionCode submitId={s.submitId} code={s.code} language={s.language} share={s.share} canShare={detail.codeShare && root?.user?.uid === s.uid} />
      ) : (
        <Alert color="gray" data-testid="code-hidden">{t('submission.codeHidden')}</Alert>
      )}
    </Stack>
  );
}
