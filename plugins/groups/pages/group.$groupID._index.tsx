import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Markdown } from '@oj/web/app/plugin-kit';
import { useGroup } from './group-context';
import { useRootData } from './root-data';
import { pluginLoader } from './plugin-loader';
import { GroupAnnouncements } from './ui/group-announcements';
import { JoinControl } from './ui/join-control';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

/** /group/:groupID, the Group Home (03 §2): the description (markdown, else 'Not set yet'), the join control, and for members and super admins the announcements. */
export default function GroupHome() {
  const { t } = useText();
  const { group, userAuth, role, superAdmin } = useGroup();
  const { user } = useRootData();
  if (!group) return null;
  const isOwner = Boolean(user && (group.uid ? group.uid === user.uid : group.owner === user.username));
  return (
    <Stack data-testid="group-home">
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>{t('group.field.description')}</Title>
            <JoinControl group={group} userAuth={userAuth} isOwner={isOwner} superAdmin={superAdmin} signedIn={Boolean(user)} />
          </Group>
          {group.description?.trim() ? <Markdown source={group.description} userContent testId="group-description" /> : <Text c="dimmed">{t('group.notSet')}</Text>}
        </Stack>
      </Card>
      {role ? <GroupAnnouncements gid={group.id} /> : null}
    </Stack>
  );
}
