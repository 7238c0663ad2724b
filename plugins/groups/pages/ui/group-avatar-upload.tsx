import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { AVATAR_ACCEPT, AvatarCropDialog, avatarFileProblem } from '@oj/web/app/plugin-kit';
import { groupApi } from '../group-api';
import { GROUP_AVATAR_PX } from '../group-rules';
import { useText } from '../use-text';

/**
 * The Setting tab's avatar (03 §2, §5): a gif/jpg/jpeg/png/bmp/webp file of at most 2 MiB (checked here and by
 * the server), cropped to a 200×200 png (rotate left and right), confirmed and uploaded through
 * `POST /api/file/upload-group-avatar`.
 */
export function GroupAvatarUpload({ gid, avatar, onUploaded }: { gid: number; avatar: string | null | undefined; onUploaded(): void }) {
  const { t } = useText();
  const [current, setCurrent] = useState(avatar ?? '');
  const [image, setImage] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setCurrent(avatar ?? ''), [avatar]);
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      notifications.show({ color: 'red', message: t(problem) });
      return;
    }
    setImage(URL.createObjectURL(file));
  };
  const upload = async (png: Blob) => {
    setBusy(true);
    const r = await groupApi.uploadAvatar(gid, png);
    setBusy(false);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.avatarSuccess') });
    if (r.data?.avatar) setCurrent(r.data.avatar);
    setImage(undefined);
    onUploaded();
  };

  return (
    <Stack gap={6} data-testid="group-avatar-setting">
      <Text size="sm" fw={500}>
        {t('group.setting.avatar')}
      </Text>
      <Group>
        <Avatar src={current || undefined} size={96} radius="md" alt={t('group.setting.avatar')} data-testid="group-setting-avatar" />
        <FileButton onChange={choose} accept={AVATAR_ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" data-testid="group-avatar-choose">
              {t('group.setting.chooseAvatar')}
            </Button>
          )}
        </FileButton>
      </Group>
      <AvatarCropDialog image={image} busy={busy} rotatable outputPx={GROUP_AVATAR_PX} title={t('group.setting.avatar')} onCancel={() => setImage(undefined)} onSave={(png) => void upload(png)} />
    </Stack>
  );
}
