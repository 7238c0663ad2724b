import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { useState } from 'react';
import { pluginLoader } from './plugin-loader';
import { liveApi, PRINT_MIN } from './ui/live/live-api';
import { liveClientLoader, LiveHydrateFallback, liveMeta, LiveTab } from './ui/live/live-route';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;
export const clientLoader = (args: ClientLoaderFunctionArgs) => liveClientLoader(args);
clientLoader.hydrate = true as const;
export const HydrateFallback = LiveHydrateFallback;
export const meta = liveMeta;

/** ContestPrint (02 §2, §5): a participant sends text to the organisers' printer; only with the contest's openPrint (the tab shows then). */
export default function ContestPrint() {
  const { loaded } = useLoaderData<typeof clientLoader>();
  const { t } = useText();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const length = [...content.trim()].length;

  const submit = async (cid: number) => {
    // the server's rules, checked first here with its words (02 §5)
    if (!length) return setError(t('contest.print.contentRequired'));
    if (length < PRINT_MIN) return setError(t('contest.print.contentTooShort'));
    setError(undefined);
    setBusy(true);
    const answer = await liveApi.submitPrint(cid, content);
    setBusy(false);
    if (answer.status !== 200) return;
    notifications.show({ color: 'green', message: t('contest.print.sent') });
    setContent('');
  };

  return (
    <LiveTab loaded={loaded} tab="print">
      {(contest) => (
        <Card withBorder data-testid="contest-print">
          <Stack gap="sm">
            <Title order={4}>{t('contest.print.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('contest.print.help')}
            </Text>
            <Textarea
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
              placeholder={t('contest.print.placeholder')}
              autosize
              minRows={12}
              maxRows={30}
              error={error}
              styles={{ input: { fontFamily: 'monospace' } }}
              data-testid="contest-print-content"
            />
            <Group justify="space-between">
              <Text size="xs" c={length < PRINT_MIN ? 'dimmed' : 'green'}>
                {t('contest.print.count', { count: length })}
              </Text>
              <Button loading={busy} onClick={() => void submit(contest.id)} data-testid="contest-print-submit">
                {t('contest.print.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </LiveTab>
  );
}
