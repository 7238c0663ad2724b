import { ActionIcon, Group, Indicator, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LocalDate } from '../local-date';
import { Markdown } from '../markdown/markdown';
import { isSitePath, type NoticeMessage } from './message-boxes';

/**
 * One sys or mine message: its title, time and markdown content (the admin's or a feature's text). A feature's
 * notice (`userText`, the mine box) quotes what users wrote — a reported discussion's title — so it renders
 * through the user allow-list (02 §6); the admin's system notices do not.
 */
export function NoticeItem({ message, userText, onDelete }: { message: NoticeMessage; userText: boolean; onDelete: (message: NoticeMessage) => void }) {
  const { t, i18n } = useTranslation();
  const m = message;
  return (
    <Paper withBorder p="sm" data-testid="message-item" data-state={m.state ? 'read' : 'unread'}>
      <Group align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8}>
            <Indicator disabled={m.state} color="red" size={8} position="middle-start" offset={-8} data-testid={m.state ? undefined : 'message-unread-dot'} aria-label={m.state ? undefined : t('messageCentre.unread')}>
              <Text fw={600} ml={m.state ? 0 : 8} data-testid="message-title">{m.title}</Text>
            </Indicator>
            <Text span size="xs" c="dimmed"><LocalDate value={m.gmtCreate} locale={i18n.language} /></Text>
          </Group>
          <Markdown source={m.content} userContent={userText} testId="message-content" />
          {isSitePath(m.url) ? <Text size="xs"><Link to={m.url} data-testid="message-source">{t('messageCentre.open')}</Link></Text> : null}
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={t('messageCentre.delete')} title={t('messageCentre.delete')} onClick={() => onDelete(m)} data-testid="message-delete">
          ✕
        </ActionIcon>
      </Group>
    </Paper>
  );
}
