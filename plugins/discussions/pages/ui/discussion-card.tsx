import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { LocalDate } from '@oj/web/app/plugin-kit';
import type { Discussion } from '../discussion-api';
import { useText } from '../use-text';
import { Author } from './author';

/**
 * One card of the list (02 §2): pinned mark, title, description, author with role badge, comment, like and
 * view counts, category, release time; the edit/delete menu for whoever may (edit: the author; delete: the
 * author or an admin role). A group's card (03 §2 Discussion tab) links inside the group and carries the
 * linked-problem button (`problemLink`).
 */
export function DiscussionCard({ discussion: d, canEdit, canDelete, onEdit, onDelete, detailHref, problemLink }: {
  discussion: Discussion; canEdit: boolean; canDelete: boolean; onEdit(): void; onDelete(): void; detailHref?: string; problemLink?: string;
}) {
  const { t, i18n } = useText();
  return (
    <Card withBorder padding="md" data-testid="discussion-card" data-did={d.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {d.topPriority ? (
              <Badge color="red" variant="light" data-testid="pinned-mark">
                {t('discussions.pinned')}
              </Badge>
            ) : null}
            <Anchor component={Link} to={detailHref ?? `/discussion-detail/${d.id}`} fw={700} size="lg" lineClamp={1} data-testid="discussion-title">
              {d.title}
            </Anchor>
            {problemLink && d.pid ? (
              <Button size="compact-xs" variant="light" component={Link} to={problemLink} data-testid="discussion-problem">
                {d.pid}
              </Button>
            ) : null}
          </Group>
          {canEdit || canDelete ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('discussions.more')} data-testid="discussion-menu">
                  ⋯
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canEdit ? (
                  <Menu.Item onClick={onEdit} data-testid="discussion-edit">
                    {t('discussions.edit')}
                  </Menu.Item>
                ) : null}
                {canDelete ? (
                  <Menu.Item color="red" onClick={onDelete} data-testid="discussion-delete">
                    {t('discussions.delete')}
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} data-testid="discussion-description">
          {d.description}
        </Text>
        <Group gap="md" wrap="wrap">
          <Author name={d.author} avatar={d.avatar} role={d.role} titleName={d.titleName} titleColor={d.titleColor} size="xs" />
          <Text size="xs" c="dimmed" data-testid="discussion-counts">
            {t('discussions.comments', { count: d.commentNum })} · {t('discussions.likes', { count: d.likeNum })} · {t('discussions.views', { count: d.viewNum })}
          </Text>
          <Badge variant="outline" color="blue" tt="none" size="sm">
            {d.categoryName}
          </Badge>
          <Text size="xs" c="dimmed">
            <LocalDate value={d.gmtCreate} locale={i18n.language} />
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
