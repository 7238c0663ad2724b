import { Accordion, Alert, Loader, Stack, Text } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect } from 'react';
import { LocalDate, Markdown } from '@oj/web/app/plugin-kit';
import { contestApi, loadContest, markAnnouncementsRead, type ContestAnnouncement, type LoadedContest } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { titleOf, useRootData } from './root-data';
import { ContestShell } from './ui/contest-shell';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  const cid = params.contestID ?? '';
  const loaded = await loadContest(cid);
  if (!loaded.access?.enter) return { loaded, announcements: [] as ContestAnnouncement[], error: undefined };
  const answer = await contestApi.announcements(cid);
  return answer.status === 200 && answer.data ? { loaded, announcements: answer.data.records, error: undefined } : { loaded, announcements: [] as ContestAnnouncement[], error: answer.msg };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const meta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/** The announcements tab (02 §2): the list (id, title, time) opening each one's content; what is shown counts as read. */
export default function ContestAnnouncementList() {
  const { loaded, announcements, error } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const { user } = useRootData();
  const cid = loaded.contest?.id;
  useEffect(() => {
    if (cid && announcements.length) markAnnouncementsRead(user?.uid, cid, announcements.map((a) => a.id));
  }, [cid, announcements, user?.uid]);
  return (
    <ContestShell loaded={loaded} tab="announcements">
      {() => (
        <Stack gap="xs" data-testid="contest-announcements">
          {error ? <Alert color="red">{error}</Alert> : null}
          {announcements.length === 0 ? (
            <Text ta="center" py="xl" c="dimmed">
              {t('contest.announcement.empty')}
            </Text>
          ) : (
            <Accordion variant="separated">
              {announcements.map((a) => (
                <Accordion.Item key={a.id} value={String(a.id)} data-testid="contest-announcement">
                  <Accordion.Control>
                    <Text fw={600}>
                      #{a.id} {a.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <LocalDate value={a.createdAt} locale={i18n.language} /> · {t('contest.announcement.by', { username: a.username })}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Markdown source={a.content} testId="contest-announcement-content" />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      )}
    </ContestShell>
  );
}
