import { Avatar, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from '@remix-run/react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import type { GroupRow } from '../group-api';
import { useText } from '../use-text';
import { GroupAuthTag, HiddenTag } from './group-tags';

/** A group of the list (03 §2): avatar, name (the full name in a tooltip when cut), brief, owner, member count, auth and hidden tags, creation date. */
export function GroupCard({ group, onOpen }: { group: GroupRow; onOpen(group: GroupRow): void }) {
  const { t, i18n } = useText();
  return (
    <Card withBorder shadow="xs" style={{ cursor: 'pointer' }} onClick={() => onOpen(group)} data-testid="group-card" data-group-id={group.id}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={group.avatar || undefined} size={64} radius="md" alt={group.name}>
          {group.name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Tooltip label={group.name} openDelay={1000}>
            <Text fw={700} truncate="end" data-testid="group-card-name">
              {group.name}
            </Text>
          </Tooltip>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.brief}
          </Text>
          <Group gap={6}>
            <GroupAuthTag auth={group.auth} />
            <HiddenTag visible={group.visible} />
          </Group>
        </Stack>
      </Group>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="xs" c="dimmed">
          {t('group.owner')}:{' '}
          <Text span component={Link} to={`/user-home?username=${encodeURIComponent(group.owner)}`} c="blue" size="xs" onClick={(e) => e.stopPropagation()}>
            {group.owner}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" data-testid="group-card-members">
          {t('group.members', { count: group.memberCount ?? 0 })}
        </Text>
        <Text size="xs" c="dimmed">
          <LocalDate value={group.gmtCreate} locale={i18n.language} style="date" />
        </Text>
      </Group>
    </Card>
  );
}
