import { ActionIcon, Avatar, Box, Group, Indicator, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LocalDate } from '../local-date';
import { isSitePath, type RemindMessage } from './message-boxes';

/** One comment/reply/like message: who, what they did, what they wrote, the quoted text, the source's link. */
export function RemindItem({ message, onDelete }: { message: RemindMessage; onDelete: (message: RemindMessage) => void }) {
  const { t, i18n } = useTranslation();
  const m = message;
  const sender = m.senderUsername ? (
    <Link to={`/user-home?uid=${encodeURIComponent(m.senderId ?? '')}&username=${encodeURIComponent(m.senderUsername)}`} data-testid="message-sender">{m.senderUsername}</Link>
  ) : (
    <Text span c="dimmed">{t('messageCentre.deletedUser')}</Text>
  );
  const sourceText = `${t(`messageCentre.sourceType.${m.sourceType}`, { defaultValue: m.sourceType })}: ${m.sourceTitle}`;
  return (
    <Paper withBorder p="sm" data-testid="message-item" data-state={m.state ? 'read' : 'unread'}>
      <Group align="flex-start" wrap="nowrap">
        <Indicator disabled={m.state} color="red" size={9} offset={3} position="top-start" data-testid={m.state ? undefined : 'message-unread-dot'} aria-label={m.state ? undefined : t('messageCentre.unread')}>
          <Avatar src={m.senderAvatar || undefined} radius="xl" size={36} alt="" />
        </Indicator>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {sender}
            <Text span size="sm">{t(`messageCentre.action.${m.action}`)}</Text>
            <Text span size="xs" c="dimmed"><LocalDate value={m.gmtCreate} locale={i18n.language} /></Text>
          </Group>
          {/* what users wrote is shown as plain text: React escapes it */}
          {m.sourceContent ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6} data-testid="message-content">{m.sourceContent}</Text> : null}
          {m.quoteContent ? (
            <Box px="sm" py={4} style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }} data-testid="message-quote">
              <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t('messageCentre.quote')}: {m.quoteContent}</Text>
            </Box>
          ) : null}
          <Text size="xs">
            {t('messageCentre.source')}: {isSitePath(m.url) ? <Link to={m.url} data-testid="message-source">{sourceText}</Link> : <span>{sourceText}</span>}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={t('messageCentre.delete')} title={t('messageCentre.delete')} onClick={() => onDelete(m)} data-testid="message-delete">
          ✕
        </ActionIcon>
      </Group>
    </Paper>
  );
}
