import { Alert, Anchor, Button, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../ability';
import { LocalDate } from '../local-date';
import { UserChip } from '../user-chip';
import { formatLength, formatMemory, formatTime, orEmpty } from '../../format/format';
import type { loader as rootLoader } from '../../root';
import { AdminJudgeActions } from './admin-judge-actions';
import { CaseTable } from './case-table';
import { StatusTag } from './status-tag';
import { COMPILE_ERROR, submissionApi, type CaseResult, type SubmissionDetail } from './submission-api';
import { SubmissionCode } from './submission-code';
import { useLiveRows, type LiveRowsSource } from './use-live-rows';
import { isInProgress } from './use-submission-updates';

/** What the submission pages read: the detail and, once the verdict exists, the case results (`status` 404 for a bad id). */
export interface LoadedSubmission {
  submitId: number;
  status: number;
  error: string | undefined;
  detail: SubmissionDetail | undefined;
  cases: { status: number; data: CaseResult | null; msg: string } | undefined;
}

/** Reads a submission for its detail page (the core's /submission-detail/:id and a plugin's own, e.g. a contest's). */
export async function loadSubmission(rawId: string | undefined): Promise<LoadedSubmission> {
  const submitId = Number(rawId);
  if (!Number.isInteger(submitId) || submitId < 1) return { submitId, status: 404, error: undefined, detail: undefined, cases: undefined };
  const answer = await submissionApi.detail(submitId);
  if (answer.status !== 200 || !answer.data) return { submitId, status: answer.status, error: answer.msg, detail: undefined, cases: undefined };
  // the cases exist once the verdict does (01 §4: the page reads them when judging ends); a compile error has none
  const status = answer.data.submission.status;
  const cases = isInProgress(status) || status === COMPILE_ERROR ? undefined : await submissionApi.cases(submitId);
  return { submitId, status: 200, error: undefined, detail: answer.data, cases: cases ? { status: cases.status, data: cases.data, msg: cases.msg } : undefined };
}

export interface SubmissionViewProps {
  detail: SubmissionDetail;
  cases: LoadedSubmission['cases'];
  /** Where the problem's label links (default /problem/:problemId). */
  problemHref?: string;
  /** The problem's title as the context names it (a contest's display title; default the bank's). */
  problemTitle?: string;
  /** The back button (default: /status, 'Back to status'). */
  back?: { to: string; label: string };
  /** Where a row still judging is read again (default: the core's check-submissions-status, which skips contest rows). */
  source?: LiveRowsSource;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" component="div" data-testid={testId}>{children}</Text>
    </Stack>
  );
}

/** A submission's facts, compile message, case results and code (01 §2, §6), kept current while it is judged. */
export function SubmissionView({ detail, cases, problemHref, problemTitle, back, source }: SubmissionViewProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const locale = root?.locale ?? 'zh-CN';
  const superAdmin = useAbility().can('manage', 'all');
  const revalidator = useRevalidator();
  const initial = useMemo(() => [detail.submission], [detail.submission]);
  const { rows, replace } = useLiveRows(initial, source);
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
          <Button component={Link} to={back?.to ?? '/status'} variant="default" size="sm" data-testid="detail-back">{back?.label ?? t('submission.backToStatus')}</Button>
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" verticalSpacing="md">
          <Fact label={t('status.problem')}>
            <Anchor component={Link} to={problemHref ?? `/problem/${encodeURIComponent(s.displayId)}`} size="sm" data-testid="detail-problem">
              {s.displayId}{(problemTitle ?? s.title) ? ` ${problemTitle ?? s.title}` : ''}
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
