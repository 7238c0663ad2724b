import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** True when a JSON map of extra files has at least one entry (the annex and video tabs show only then, 01 §2). */
export function hasFiles(files: Record<string, string> | null | undefined): files is Record<string, string> {
  return Boolean(files && Object.keys(files).length > 0);
}

/** The annex tab: the problem's user extra files (name → content), each downloadable. */
export function AnnexFiles({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  const download = (name: string, content: string) => {
    const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack data-testid="annex-files">
      {Object.entries(files).map(([name, content]) => (
        <Card key={name} withBorder p="sm">
          <Group justify="space-between">
            <Text fw={600} size="sm">{name}</Text>
            <Button size="xs" variant="light" onClick={() => download(name, content)}>{t('problem.download')}</Button>
          </Group>
          <Text component="pre" size="xs" mt="xs" style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{content}</Text>
        </Card>
      ))}
    </Stack>
  );
}

/** The video tab: the problem's video links (name → URL); they open in a new tab, nothing loads until clicked. */
export function VideoFiles({ files }: { files: Record<string, string> }) {
  return (
    <Stack data-testid="video-files">
      {Object.entries(files).map(([name, url]) => (
        <Anchor key={name} href={/^https?:\/\//i.test(url) ? url : undefined} target="_blank" rel="noopener noreferrer">
          {name}
        </Anchor>
      ))}
    </Stack>
  );
}
