import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useText } from '../use-text';
import { trainingApi } from '../training-api';

/** A private training's password form (02 §2, §5): empty is refused here, the server checks the password and registers the user. */
export function PasswordForm({ tid, onRegistered }: { tid: number; onRegistered(): void }) {
  const { t } = useText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) {
      setError(t('training.passwordRequired'));
      return;
    }
    setBusy(true);
    const answer = await trainingApi.register(tid, password);
    setBusy(false);
    if (answer.status !== 200) {
      setError(answer.msg);
      return;
    }
    setError(undefined);
    notifications.show({ color: 'green', message: t('training.registerOk') });
    onRegistered();
  };
  return (
    <Alert color="orange" title={t('training.private.title')} data-testid="training-password">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          {t('training.private.hint')}
          <Group align="start" gap="xs">
            <PasswordInput
              aria-label={t('training.password')}
              placeholder={t('training.passwordRequired')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              style={{ flex: 1, maxWidth: 320 }}
              data-testid="training-password-input"
            />
            <Button type="submit" loading={busy} data-testid="training-register">
              {t('training.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}
