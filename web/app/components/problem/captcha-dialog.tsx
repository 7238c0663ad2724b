import { Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemApi } from './problem-api';

/** The captcha length the server takes on a submit (SubmitBody caps it; the picture has fewer characters). */
const CAPTCHA_MAX_LENGTH = 8;

/**
 * The captcha the server asks for after many submissions in a short time (01 §5): the picture of
 * GET /api/captcha (click for another) and its answer, handed to `onAnswer` with the picture's key.
 */
export function CaptchaDialog({ opened, message, onAnswer, onClose }: { opened: boolean; message: string; onAnswer: (captcha: string, captchaKey: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<{ img: string; captchaKey: string }>();
  const [answer, setAnswer] = useState('');
  const refresh = () => {
    setPicture(undefined);
    void problemApi.captcha().then((r) => (r.status === 200 && r.data ? setPicture(r.data) : undefined));
  };
  useEffect(() => {
    if (opened) {
      setAnswer('');
      refresh();
    }
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('submit.captchaTitle')} centered>
      <Stack gap="sm" data-testid="submit-captcha">
        <Text size="sm">{message}</Text>
        <Group align="flex-end">
          <TextInput label={t('submit.captcha')} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} maxLength={CAPTCHA_MAX_LENGTH} style={{ flex: 1 }} data-autofocus />
          {picture ? <Image src={picture.img} h={40} w={120} alt={t('submit.captcha')} title={t('submit.captchaRefresh')} onClick={refresh} style={{ cursor: 'pointer' }} /> : null}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('submit.cancel')}</Button>
          <Button disabled={!picture || answer.trim() === ''} onClick={() => picture && onAnswer(answer.trim(), picture.captchaKey)} data-testid="submit-captcha-confirm">{t('submit.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
