import { Avatar, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from '@remix-run/react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import type { GroupDetail } from '../group-api';
import { shortened } from '../group-rules';
import { useText } from '../use-text';
import { GroupAuthTag, HiddenTag } from './group-tags';

/** The side card of the group page (03 §2 Home): avatar, name (shortened, the full name in a tooltip), owner, tags, creation date, group id. */
export function GroupSideCard({ group }: { group: GroupDetail }) {
  const { t, i18n } = useText();
  return (
    <Card withBorder data-testid="group-side-card">
      <Stack align="center" gap="xs">
        <Avatar src={group.avatar || undefined} size={96} radius="md" alt={group.name} data-testid="group-avatar">
          {group.name.slice(0, 1)}
        </Avatar>
        <Tooltip label={group.name} disabled={shortened(group.name) === group.name}>
          <Text fw={700} size="lg" data-testid="group-side-name">
            {shortened(group.name)}
          </Text>
        </Tooltip>
        <Group gap={4}>
          <GroupAuthTag auth={group.auth} />
          <HiddenTag visible={group.visible} />
        </Group>
        <Stack gap={4} w="100%">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('group.owner')}</Text>
            <Text component={Link} to={`/user-home?username=${encodeURIComponent(group.owner)}`} size="sm" c="blue">
              {group.owner}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('group.createdAt')}</Text>
            <Text size="sm">
              <LocalDate value={group.gmtCreate} locale={i18n.language} style="date" />
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('group.id')}</Text>
            <Text size="sm" data-testid="group-id">{group.id}</Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
