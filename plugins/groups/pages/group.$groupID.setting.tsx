import { Button, Card, Divider, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { groupApi, type GroupDraft } from './group-api';
import { useGroup } from './group-context';
import { pluginLoader } from './plugin-loader';
import { useRootData } from './root-data';
import { Confirm } from './ui/confirm';
import { GroupAvatarUpload } from './ui/group-avatar-upload';
import { GroupForm } from './ui/group-form';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

/** /group/:groupID/setting (03 §2, group root): the avatar with cropping, the group info form, and Disband for the owner and super admins. */
export default function GroupSetting() {
  const { t } = useText();
  const { group, role, superAdmin } = useGroup();
  const { user } = useRootData();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  if (!group || role !== 'root') return null;
  const isOwner = Boolean(user && (group.uid ? group.uid === user.uid : group.owner === user.username));
  const initial: GroupDraft = {
    id: group.id,
    avatar: group.avatar ?? null,
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description ?? '',
    auth: group.auth,
    code: group.code ?? '',
    visible: group.visible,
  };
  const save = async (draft: GroupDraft) => {
    const r = await groupApi.update(draft);
    if (r.status === 200) {
      notifications.show({ color: 'green', message: t('group.updateSuccess') });
      revalidator.revalidate();
    }
    return r;
  };
  const disband = async () => {
    setConfirm(false);
    const r = await groupApi.disband(group.id);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.disbandSuccess') });
    navigate('/group');
  };

  return (
    <Card withBorder data-testid="group-setting">
      <Stack>
        <GroupAvatarUpload gid={group.id} avatar={group.avatar} onUploaded={() => revalidator.revalidate()} />
        <Divider />
        <Title order={4}>{t('group.setting.info')}</Title>
        <GroupForm key={group.id} initial={initial} withVisible submitLabel={t('group.form.save')} onSubmit={save} />
        {isOwner || superAdmin ? (
          <>
            <Divider />
            <Button color="red" variant="light" w="fit-content" onClick={() => setConfirm(true)} data-testid="group-setting-disband">
              {t('group.setting.disband')}
            </Button>
          </>
        ) : null}
      </Stack>
      <Confirm opened={confirm} danger text={t('group.disbandConfirm')} onCancel={() => setConfirm(false)} onConfirm={() => void disband()} />
    </Card>
  );
}
