import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { groupApi, type GroupDetail } from '../group-api';
import { APPLY_REASON, GROUP_CODE_LENGTH, joinControlOf, joinProblems, PRIVATE, PUBLIC, type FieldProblem } from '../group-rules';
import { useText } from '../use-text';
import { Confirm } from './confirm';

/**
 * The join control of the group's Home (03 §4): Apply (a public group joins at once; protected asks a reason of
 * 5–100 characters, private also the 6-character code), Applying (disabled), Refused; Exit for members; Disband
 * for the owner and super admins.
 */
export function JoinControl({ group, userAuth, isOwner, superAdmin, signedIn }: { group: GroupDetail; userAuth: number; isOwner: boolean; superAdmin: boolean; signedIn: boolean }) {
  const { t } = useText();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const control = joinControlOf(userAuth, isOwner, superAdmin);
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState<'exit' | 'disband'>();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!signedIn) return null;
  const problems = joinProblems(group.auth, code, reason);
  const message = (p: FieldProblem | undefined) => (shown && p ? t(p.key, { min: p.min, max: p.max }) : undefined);

  const join = async () => {
    setShown(true);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const r = await groupApi.join(group.id, group.auth === PRIVATE ? code.trim() : '', group.auth === PUBLIC ? '' : reason.trim());
    setBusy(false);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.applySuccess') });
    setDialog(false);
    revalidator.revalidate();
  };
  const apply = () => {
    if (group.auth === PUBLIC) void join();
    else {
      setShown(false);
      setDialog(true);
    }
  };
  const confirmed = async () => {
    const what = confirm;
    setConfirm(undefined);
    if (what === 'exit') {
      const r = await groupApi.exit(group.id);
      if (r.status !== 200) return;
      notifications.show({ color: 'green', message: t('group.exitSuccess') });
      revalidator.revalidate();
    } else if (what === 'disband') {
      const r = await groupApi.disband(group.id);
      if (r.status !== 200) return;
      notifications.show({ color: 'green', message: t('group.disbandSuccess') });
      navigate('/group');
    }
  };

  return (
    <Group gap="xs" data-testid="group-join-control">
      {control.apply === 'apply' ? (
        <Button size="xs" onClick={apply} loading={busy && !dialog} data-testid="group-apply">
          {t('group.apply')}
        </Button>
      ) : null}
      {control.apply === 'applying' ? (
        <Button size="xs" disabled data-testid="group-applying">
          {t('group.applying')}
        </Button>
      ) : null}
      {control.apply === 'refused' ? (
        <Button size="xs" color="red" variant="light" disabled data-testid="group-refused">
          {t('group.refused')}
        </Button>
      ) : null}
      {control.exit ? (
        <Button size="xs" variant="light" color="orange" onClick={() => setConfirm('exit')} data-testid="group-exit">
          {t('group.exit')}
        </Button>
      ) : null}
      {control.disband ? (
        <Button size="xs" color="red" onClick={() => setConfirm('disband')} data-testid="group-disband">
          {t('group.disband')}
        </Button>
      ) : null}
      <Modal opened={dialog} onClose={() => setDialog(false)} title={t('group.applyTitle')} centered>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void join();
          }}
          data-testid="group-apply-dialog"
        >
          <Stack>
            {group.auth === PRIVATE ? (
              <TextInput label={t('group.code')} required value={code} onChange={(e) => setCode(e.currentTarget.value)} error={message(problems.code)} maxLength={GROUP_CODE_LENGTH} data-testid="group-apply-code" />
            ) : null}
            <Textarea label={t('group.reason')} required autosize minRows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={message(problems.reason)} description={`${reason.trim().length}/${APPLY_REASON.max}`} data-testid="group-apply-reason" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(false)}>
                {t('group.cancel')}
              </Button>
              <Button type="submit" loading={busy} data-testid="group-apply-submit">
                {t('group.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Confirm opened={confirm !== undefined} danger text={confirm === 'disband' ? t('group.disbandConfirm') : t('group.exitConfirm')} onCancel={() => setConfirm(undefined)} onConfirm={() => void confirmed()} />
    </Group>
  );
}
