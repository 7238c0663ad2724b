import { Button, Card, Group, Loader, Modal, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { pluginLoader } from './plugin-loader';
import { liveApi, scrollBoardUrl, type ScrollBoardInfo } from './ui/live/live-api';
import { liveClientLoader, LiveHydrateFallback, liveMeta, LiveTab } from './ui/live/live-route';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => liveClientLoader(args);
clientLoader.hydrate = true as const;
export const HydrateFallback = LiveHydrateFallback;
export const meta = liveMeta;

/**
 * The scroll board's configuration (02 §2, §5; ACM, contest admins): the contest id, gold/silver/bronze counts
 * (defaults 10/20/30 % of the ranked participants, stars excluded, rounded down — the server's numbers), the
 * remove-star switch; Start opens /scrollBoard in a new window, after a confirmation while the contest runs.
 */
export default function ContestScrollBoardConfig() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const cid = loaded.contest?.id ?? 0;
  const enabled = Boolean(loaded.contest?.extraTabs?.some((e) => e.id === 'scroll-board'));
  const [info, setInfo] = useState<ScrollBoardInfo | undefined>();
  const [medals, setMedals] = useState<[number, number, number]>([0, 0, 0]);
  const [removeStar, setRemoveStar] = useState(false);
  const [confirm, setConfirm] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    void liveApi.scrollInfo(cid).then((answer) => {
      if (answer.status !== 200 || !answer.data) return;
      setInfo(answer.data);
      setMedals([answer.data.medals.gold, answer.data.medals.silver, answer.data.medals.bronze]);
    });
  }, [cid, enabled]);

  const open = () => {
    setConfirm(false);
    window.open(scrollBoardUrl(cid, removeStar, medals), '_blank');
  };
  const setMedal = (i: 0 | 1 | 2) => (value: string | number) => setMedals((m) => Object.assign([...m], { [i]: Math.max(0, Math.floor(Number(value) || 0)) }) as [number, number, number]);

  return (
    <LiveTab loaded={loaded} tab="scroll-board">
      {() =>
        !info ? (
          <Loader mx="auto" display="block" />
        ) : (
          <Card withBorder maw={520} data-testid="contest-scroll-board-config">
            <Stack gap="sm">
              <Title order={4}>{t('contest.scroll.title')}</Title>
              <TextInput label={t('contest.scroll.cid')} value={String(cid)} readOnly />
              <NumberInput label={t('contest.scroll.gold')} min={0} value={medals[0]} onChange={setMedal(0)} data-testid="scroll-gold" />
              <NumberInput label={t('contest.scroll.silver')} min={0} value={medals[1]} onChange={setMedal(1)} data-testid="scroll-silver" />
              <NumberInput label={t('contest.scroll.bronze')} min={0} value={medals[2]} onChange={setMedal(2)} data-testid="scroll-bronze" />
              <Text size="xs" c="dimmed" data-testid="scroll-ranked">
                {t('contest.scroll.ranked', { count: info.rankedTotal })}
              </Text>
              <Switch checked={removeStar} onChange={(e) => setRemoveStar(e.currentTarget.checked)} label={t('contest.scroll.removeStar')} data-testid="scroll-remove-star" />
              <Group justify="flex-end">
                <Button onClick={() => (info.status === 1 ? open() : setConfirm(true))} data-testid="scroll-start">
                  {t('contest.scroll.start')}
                </Button>
              </Group>
            </Stack>
            <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('contest.scroll.title')} centered>
              <Stack>
                <Text>{t('contest.scroll.notEnded')}</Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setConfirm(false)}>
                    {t('contest.scroll.cancel')}
                  </Button>
                  <Button onClick={open} data-testid="scroll-confirm">
                    {t('contest.scroll.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </Card>
        )
      }
    </LiveTab>
  );
}
