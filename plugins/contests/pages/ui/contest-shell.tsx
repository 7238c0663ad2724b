import { Alert, Anchor, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { LocalDate, useLoginFirst } from '@oj/web/app/plugin-kit';
import { contestApi, markAnnouncementsRead, readAnnouncements, type ContestAccess, type ContestInfo, type LoadedContest } from '../contest-api';
import { formatDuration } from '../contest-clock';
import { useRootData } from '../root-data';
import { useText } from '../use-text';
import { Countdown } from './countdown';
import { PasswordDialog } from './password-dialog';
import { AuthBadge, StatusBadge, TypeBadge } from './contest-tags';

/** The built-in tabs of /contest/:contestID (02 §2); other plugins add theirs through contests.detailTabs (`extraTabs`). */
export type ContestTab = 'overview' | 'problems' | 'submissions' | 'rank' | 'announcements' | (string & {});

const ANNOUNCEMENT_POLL_MS = 60_000;

/** Whether the inside of the contest (problems, submissions, rank, announcements) is open to the user. */
export const mayEnter = (access: ContestAccess | undefined): boolean => Boolean(access?.enter);

/**
 * What every /contest/:contestID page shows around its tab: the header (title, auth tag, rule, status,
 * participants, start and end, the time slider and the one-second countdown), the tabs (disabled but for
 * the overview when the contest is scheduled or private without access, except for contest admins), the
 * password dialog of a private or protected contest, and the 60 s poll of unread announcements while running.
 * The rank tab's page (/contest/:contestID/rank) is the board's (src/board); it renders this shell with tab="rank".
 */
export function ContestShell({ loaded, tab, children }: { loaded: LoadedContest; tab: ContestTab; children: (contest: ContestInfo, access: ContestAccess | undefined) => ReactNode }) {
  const { t, i18n } = useText();
  const root = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState(false);
  const loginFirst = useLoginFirst();
  const contest = loaded.contest;
  const access = loaded.access;
  const needsPassword = Boolean(contest && root.user && contest.auth !== 0 && access && !access.admin && !access.registered && access.accountAllowed && access.status !== -1);
  // a private contest asks at once; a protected one when the user wants to submit (the button stays)
  useEffect(() => {
    if (needsPassword && contest?.auth === 1) setDialog(true);
  }, [needsPassword, contest?.auth]);
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  useUnreadAnnouncements(contest, access, root.user?.uid);

  if (!contest) {
    return (
      <Stack data-testid="contest-load-failed">
        <Alert color="red" title={t('contest.loadFailed')}>
          {loaded.error}
        </Alert>
        <Anchor component={Link} to="/contest">
          {t('contest.backToList')}
        </Anchor>
      </Stack>
    );
  }
  const base = `/contest/${contest.id}`;
  const open = mayEnter(access);
  const extra = contest.extraTabs ?? [];
  const paths: Record<string, string> = {
    overview: base, problems: `${base}/problems`, submissions: `${base}/submissions`, rank: `${base}/rank`, announcements: `${base}/announcements`,
    ...Object.fromEntries(extra.map((e) => [e.id, `${base}/${e.path}`])),
  };
  const refusal = access?.enterRefusal === 'contest.notStarted' ? t('contest.closed.scheduled') : !root.user ? t('contest.loginFirst') : t('contest.closed.noAccess');

  return (
    <Stack data-testid="contest-details" data-contest-id={contest.id}>
      <Card withBorder>
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Group gap="sm" wrap="wrap">
              <Title order={2} data-testid="contest-title">
                {contest.title}
              </Title>
              <AuthBadge auth={contest.auth} />
              <TypeBadge type={contest.type} />
              <StatusBadge status={access?.status ?? contest.status} />
            </Group>
            <Group gap="xs">
              {contest.auth !== 0 ? <Text size="sm" c="dimmed" data-testid="contest-count">{t('contest.participants', { count: contest.count })}</Text> : null}
              {access?.registered ? <Text size="sm" c="green" data-testid="contest-registered">{t('contest.registered')}</Text> : null}
              {needsPassword ? (
                <Button size="xs" onClick={() => setDialog(true)} data-testid="contest-open-register">
                  {t('contest.register')}
                </Button>
              ) : null}
            </Group>
          </Group>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('contest.startTime')}: <LocalDate value={contest.startTime} locale={i18n.language} />
            </Text>
            <Text size="sm">
              {t('contest.endTime')}: <LocalDate value={contest.endTime} locale={i18n.language} />
            </Text>
            <Text size="sm">
              {t('contest.duration')}: {formatDuration(contest.duration)}
            </Text>
          </Group>
          <Countdown contest={contest} offset={loaded.offset} onStatusChange={reload} />
          {access && !access.accountAllowed ? <Alert color="yellow" data-testid="contest-account-limit">{t('contest.accountNotAllowed')}</Alert> : null}
        </Stack>
      </Card>
      <Tabs value={tab} onChange={(value) => value && value !== tab && navigate(paths[value])} keepMounted={false}>
        <Tabs.List data-testid="contest-tabs">
          <Tabs.Tab value="overview" data-testid="tab-overview">
            {t('contest.tab.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="problems" disabled={!open} data-testid="tab-problems">
            {t('contest.tab.problems')}
          </Tabs.Tab>
          <Tabs.Tab value="submissions" disabled={!open} data-testid="tab-submissions">
            {t('contest.tab.submissions')}
          </Tabs.Tab>
          <Tabs.Tab value="rank" disabled={!open} data-testid="tab-rank">
            {t('contest.tab.rank')}
          </Tabs.Tab>
          <Tabs.Tab value="announcements" disabled={!open} data-testid="tab-announcements">
            {t('contest.tab.announcements')}
          </Tabs.Tab>
          {extra.map((e) => (
            <Tabs.Tab key={e.id} value={e.id} disabled={!open} data-testid={`tab-${e.id}`}>
              {t(e.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* 02 §2: the /contest/:contestID pages require login — a guest sees the header and this notice, not the overview */}
      {open || (tab === 'overview' && root.user) ? (
        children(contest, access)
      ) : (
        <Alert color="orange" data-testid="contest-closed">
          <Group justify="space-between">
            <Text size="sm">{refusal}</Text>
            {!root.user ? (
              <Button size="xs" onClick={() => loginFirst()} data-testid="contest-login">
                {t('contest.login')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      )}
      {needsPassword ? (
        <PasswordDialog
          cid={contest.id}
          auth={contest.auth}
          opened={dialog}
          onClose={() => setDialog(false)}
          onRegistered={() => {
            setDialog(false);
            reload();
          }}
        />
      ) : null}
    </Stack>
  );
}

/** 02 §2: unread announcements are polled every 60 s while the contest runs and shown once each. */
function useUnreadAnnouncements(contest: ContestInfo | undefined, access: ContestAccess | undefined, uid: string | undefined) {
  const { t } = useText();
  const running = (access?.status ?? contest?.status) === 0;
  const cid = contest?.id;
  const enter = Boolean(access?.enter);
  useEffect(() => {
    if (!cid || !running || !enter || !uid) return;
    let live = true;
    const poll = async () => {
      const answer = await contestApi.unreadAnnouncements(cid, readAnnouncements(uid, cid));
      if (!live || answer.status !== 200 || !Array.isArray(answer.data) || !answer.data.length) return;
      for (const a of answer.data) notifications.show({ color: 'blue', title: t('contest.announcement.new', { title: a.title }), message: a.content.slice(0, 200), autoClose: 10_000 });
      markAnnouncementsRead(uid, cid, answer.data.map((a) => a.id));
    };
    void poll();
    const timer = setInterval(() => void poll(), ANNOUNCEMENT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [cid, running, enter, uid, t]);
}
