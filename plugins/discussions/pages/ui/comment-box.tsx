import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DISCUSSION_LIMITS } from '../discussion-api';
import { commentRefusal } from '../discussion-rules';
import { useText } from '../use-text';

/** The text box of a new comment or reply; `onSend` answers whether it was posted (the box empties then). */
export function CommentBox({ placeholder, quote, onSend, onCancel, testId, autoFocus }: { placeholder: string; quote?: string; onSend(content: string): Promise<boolean>; onCancel?(): void; testId: string; autoFocus?: boolean }) {
  const { t } = useText();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    const refusal = commentRefusal(content);
    if (refusal) {
      notifications.show({ color: 'yellow', message: t(refusal, { max: DISCUSSION_LIMITS.commentMax }) });
      return;
    }
    setSending(true);
    const posted = await onSend(content);
    setSending(false);
    if (posted) setContent('');
  };
  return (
    <Stack gap={4} data-testid={testId}>
      {quote ? (
        <Text size="xs" c="dimmed" lineClamp={2} data-testid="reply-quote" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)', paddingLeft: 8 }}>
          {quote}
        </Text>
      ) : null}
      <Textarea placeholder={placeholder} aria-label={placeholder} autosize minRows={2} maxRows={12} value={content} onChange={(e) => setContent(e.currentTarget.value)} autoFocus={autoFocus} data-testid={`${testId}-input`} />
      <Group justify="space-between">
        <Text size="xs" c={content.length > DISCUSSION_LIMITS.commentMax ? 'red' : 'dimmed'}>
          {content.length} / {DISCUSSION_LIMITS.commentMax}
        </Text>
        <Group gap="xs">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              {t('discussions.cancel')}
            </Button>
          ) : null}
          <Button size="xs" onClick={() => void send()} loading={sending} data-testid={`${testId}-submit`}>
            {t('discussions.send')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
