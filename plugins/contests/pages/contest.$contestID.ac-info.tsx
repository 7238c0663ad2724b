import { Anchor, Badge, Button, Card, ColorSwatch, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { LocalDate, PageNumbers } from '@oj/web/app/plugin-kit';
import { contestApi } from './contest-api';
import { pluginLoader } from './plugin-loader';
import { AC_INFO_PAGE_SIZE, liveApi, type AcInfoRecord } from './ui/live/live-api';
import { liveClientLoader, LiveHydrateFallback, liveMeta, LiveTab, useLiveList } from './ui/live/live-route';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => liveClientLoader(args);
clientLoader.hydrate = true as const;
export const HydrateFallback = LiveHydrateFallback;
export const meta = liveMeta;

/**
 * ContestACInfo, the admin helper (02 §2; ACM, contest admins): the balloon runners' list — each first accepted
 * submission per user and problem with First Blood or Accepted, real name, checked state and 'Check it'; not yet
 * checked ones first; 10 s refresh, 20 a page.
 */
export default function ContestAcInfo() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useText();
  const cid = loaded.contest?.id ?? 0;
  const enabled = Boolean(loaded.access?.admin && loaded.contest?.type === 0);
  const list = useLiveList<AcInfoRecord>((page, quiet) => liveApi.acInfo(cid, page, quiet), enabled);
  const [colors, setColors] = useState<Record<string, string | null>>({});
  useEffect(() => {
    if (!enabled) return;
    void contestApi.problems(cid).then((answer) => {
      if (answer.status === 200 && answer.data) setColors(Object.fromEntries(answer.data.map((p) => [p.displayId, p.color])));
    });
  }, [cid, enabled]);

  const toggle = async (row: AcInfoRecord) => {
    if ((await liveApi.checkAcInfo(cid, row.id, !row.checked)).status === 200) await list.reload();
  };

  return (
    <LiveTab loaded={loaded} tab="ac-info">
      {() => (
        <Stack gap="sm" data-testid="contest-ac-info">
          <Group justify="space-between">
            <Switch checked={list.auto} onChange={(e) => list.setAuto(e.currentTarget.checked)} label={t('contest.live.autoRefresh')} />
            <Button variant="light" size="xs" onClick={() => void list.reload()}>
              {t('contest.live.refresh')}
            </Button>
          </Group>
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contest.acInfo.acTime')}</Table.Th>
                    <Table.Th>{t('contest.acInfo.problem')}</Table.Th>
                    <Table.Th />
                    <Table.Th>{t('contest.live.username')}</Table.Th>
                    <Table.Th>{t('contest.live.realname')}</Table.Th>
                    <Table.Th>{t('contest.acInfo.state')}</Table.Th>
                    <Table.Th>{t('contest.acInfo.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.records.map((row) => (
                    <Table.Tr key={row.id} data-testid="contest-ac-info-row" data-checked={row.checked}>
                      <Table.Td>
                        <LocalDate value={row.submitTime} locale={i18n.language} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {colors[row.displayId] ? <ColorSwatch size={14} color={colors[row.displayId] as string} /> : null}
                          <Text fw={600}>{row.displayId}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={row.firstBlood ? 'teal.9' : 'green'} variant={row.firstBlood ? 'filled' : 'light'}>
                          {row.firstBlood ? t('contest.acInfo.firstBlood') : t('contest.acInfo.accepted')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/contest/${cid}/submissions?username=${encodeURIComponent(row.username)}`} size="sm">
                          {row.username}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.realname}</Table.Td>
                      <Table.Td>
                        <Badge color={row.checked ? 'gray' : 'orange'} variant="dot">
                          {row.checked ? t('contest.acInfo.checked') : t('contest.acInfo.notChecked')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Button size="compact-xs" variant={row.checked ? 'default' : 'filled'} onClick={() => void toggle(row)} data-testid="contest-ac-info-check">
                          {row.checked ? t('contest.acInfo.uncheck') : t('contest.acInfo.checkIt')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.loading ? <Loader mx="auto" my="md" display="block" size="sm" /> : list.data.records.length === 0 ? <Text ta="center" py="xl" c="dimmed">{t('contest.live.empty')}</Text> : null}
          </Card>
          <PageNumbers pages={Math.max(1, Math.ceil(list.data.total / AC_INFO_PAGE_SIZE))} current={list.page} onChange={list.setPage} />
        </Stack>
      )}
    </LiveTab>
  );
}
