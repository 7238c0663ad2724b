import { Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { contestApi, type ContestProblem } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { liveApi } from './ui/live/live-api';
import { liveClientLoader, LiveHydrateFallback, liveMeta, LiveTab } from './ui/live/live-route';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => liveClientLoader(args);
clientLoader.hydrate = true as const;
export const HydrateFallback = LiveHydrateFallback;
export const meta = liveMeta;

/**
 * ContestRejudgeAdmin (02 §2, super admin): the contest's problems with AC/Total, a per-problem rejudge
 * (ContestRejudgeProblem, the admin's rejudge-contest-problem) and Rejudge All. The board rebuilds itself and
 * follows each new verdict; AC info and first blood are read from the verdicts.
 */
export default function ContestRejudgeAdmin() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const cid = loaded.contest?.id ?? 0;
  const superAdmin = Boolean(loaded.contest?.extraTabs?.some((e) => e.id === 'rejudge'));
  const [problems, setProblems] = useState<ContestProblem[] | undefined>();
  const [busy, setBusy] = useState<number | 'all' | undefined>();

  const load = useCallback(async () => {
    const answer = await contestApi.problems(cid);
    setProblems(answer.status === 200 && answer.data ? answer.data : []);
  }, [cid]);
  useEffect(() => {
    if (superAdmin && cid) void load();
  }, [superAdmin, cid, load]);

  const rejudge = async (list: ContestProblem[], which: number | 'all') => {
    setBusy(which);
    let count = 0;
    let failed = false;
    for (const p of list) {
      const answer = await liveApi.rejudgeProblem(cid, p.pid);
      if (answer.status === 200) count += answer.data?.count ?? 0;
      else failed = true;
    }
    setBusy(undefined);
    if (!failed) notifications.show({ color: 'green', title: t('contest.rejudge.done'), message: t('contest.rejudge.count', { count }) });
    await load();
  };

  return (
    <LiveTab loaded={loaded} tab="rejudge">
      {() => (
        <Stack gap="sm" data-testid="contest-rejudge">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('contest.rejudge.help')}
            </Text>
            <Button color="orange" loading={busy === 'all'} disabled={!problems?.length || busy !== undefined} onClick={() => void rejudge(problems ?? [], 'all')} data-testid="contest-rejudge-all">
              {t('contest.rejudge.all')}
            </Button>
          </Group>
          <Card withBorder p={0}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>pid</Table.Th>
                  <Table.Th>{t('contest.acInfo.problem')}</Table.Th>
                  <Table.Th>{t('contest.rejudge.title')}</Table.Th>
                  <Table.Th>AC</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(problems ?? []).map((p) => (
                  <Table.Tr key={p.pid} data-testid="contest-rejudge-row">
                    <Table.Td>{p.pid}</Table.Td>
                    <Table.Td>{p.displayId}</Table.Td>
                    <Table.Td>{p.displayTitle}</Table.Td>
                    <Table.Td>{p.ac ?? '?'}</Table.Td>
                    <Table.Td>{p.total ?? '?'}</Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="light" color="orange" loading={busy === p.pid} disabled={busy !== undefined} onClick={() => void rejudge([p], p.pid)}>
                        {t('contest.rejudge.one')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {problems === undefined ? <Loader mx="auto" my="md" display="block" size="sm" /> : null}
          </Card>
        </Stack>
      )}
    </LiveTab>
  );
}
