import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { contestApi, type ContestAuth } from '../contest-api';
import { useText } from '../use-text';

/** 02 §2, §5: a private or protected contest's password dialog; empty is refused here ('Enter the contest password'), the server checks and registers. */
export function PasswordDialog({ cid, auth, opened, onClose, onRegistered }: { cid: number; auth: ContestAuth; opened: boolean; onClose(): void; onRegistered(): void }) {
  const { t } = useText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) {
      setError(t('contest.passwordRequired'));
      return;
    }
    setBusy(true);
    const answer = await contestApi.register(cid, password);
    setBusy(false);
    if (answer.status !== 200) {
      setError(answer.msg);
      return;
    }
    setError(undefined);
    setPassword('');
    notifications.show({ color: 'green', message: t('contest.registerOk') });
    onRegistered();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('contest.password.title')} data-testid="contest-password-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{auth === 1 ? t('contest.password.private') : t('contest.password.protected')}</Text>
          <PasswordInput
            aria-label={t('contest.password')}
            placeholder={t('contest.passwordRequired')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid="contest-password-input"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid="contest-register">
              {t('contest.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
