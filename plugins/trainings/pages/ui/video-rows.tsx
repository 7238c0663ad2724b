import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { VIDEO_TITLE_MAX, VIDEO_URL_MAX, VIDEOS_MAX, type VideoRow } from '../admin-training-api';
import { useText } from '../use-text';

/** The training form's reference videos (02 §2 details tab): one row per video, a title and its http(s) link; rows are added and removed. */
export function VideoRows({ rows, onChange, error }: { rows: VideoRow[]; onChange: (rows: VideoRow[]) => void; error?: string }) {
  const { t } = useText();
  const change = (i: number, row: Partial<VideoRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <Stack gap={6} data-testid="training-videos-input">
      <Text size="sm" fw={500}>
        {t('adminTraining.videos')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminTraining.videosHelp', { max: VIDEOS_MAX })}
      </Text>
      {rows.map((row, i) => (
        <Group key={i} align="end" wrap="nowrap" gap="xs">
          <TextInput label={t('adminTraining.videoTitle')} value={row.title} maxLength={VIDEO_TITLE_MAX} onChange={(e) => change(i, { title: e.currentTarget.value })} w="35%" data-testid={`training-video-title-${i}`} />
          <TextInput label={t('adminTraining.videoUrl')} placeholder="https://" value={row.url} maxLength={VIDEO_URL_MAX} onChange={(e) => change(i, { url: e.currentTarget.value })} style={{ flex: 1 }} data-testid={`training-video-url-${i}`} />
          <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t('adminTraining.videoRemove', { n: i + 1 })} onClick={() => onChange(rows.filter((_, j) => j !== i))} data-testid={`training-video-remove-${i}`}>
            ×
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid="training-videos-error">
          {error}
        </Text>
      ) : null}
      <Button variant="light" size="xs" w="fit-content" disabled={rows.length >= VIDEOS_MAX} onClick={() => onChange([...rows, { title: '', url: '' }])} data-testid="training-video-add">
        {t('adminTraining.videoAdd')}
      </Button>
    </Stack>
  );
}
