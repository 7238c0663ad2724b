import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { notifyResult } from '../notify';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

/**
 * The avatar part of /setting's UserInfo: the current avatar, a file picker that checks the type and the
 * 2 MB limit (01 §8 client messages), the crop dialog, and the upload of the cropped square through
 * `POST /api/file/upload-avatar` (which checks the same again). The header follows (root loader read again).
 */
export function AvatarSetting({ avatar, locale }: { avatar: string; locale: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(avatar);
  const [image, setImage] = useState<string>();
  const [busy, setBusy] = useState(false);
  // the chosen file's object URL lives as long as the dialog shows it
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
    const form = new FormData();
    form.append('image', png, 'avatar.png');
    setBusy(true);
    const r = await api<{ avatar: string }>('/api/file/upload-avatar', { method: 'POST', form, locale });
    setBusy(false);
    // a refusal was shown by api(); the dialog stays open for another try
    if (!notifyResult(r)) return;
    setCurrent(r.data.avatar);
    setImage(undefined);
    revalidator.revalidate();
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>{t('profile.avatar')}</Text>
      <Group>
        <Avatar src={current || undefined} size={64} radius={64} alt={t('avatar.current')} data-testid="setting-avatar" />
        <FileButton onChange={choose} accept={AVATAR_ACCEPT}>
          {(props) => <Button {...props} variant="light" data-testid="avatar-choose">{t('avatar.choose')}</Button>}
        </FileButton>
      </Group>
      <AvatarCropDialog image={image} busy={busy} onCancel={() => setImage(undefined)} onSave={(png) => void upload(png)} />
    </Stack>
  );
}
