import { Button, ColorInput, Group, Modal, PasswordInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, useAdminCall, type FieldErrors } from '../admin-api';
import { PASSWORD_MAX, PASSWORD_MIN, ROLE_IDS, USER_API, USERNAME_MAX, UserStatus, type AdminUserRow } from './user-api';

interface Draft {
  uid: string;
  username: string;
  realname: string;
  email: string;
  type: number;
  status: number;
  titleName: string;
  titleColor: string;
  setNewPwd: boolean;
  password: string;
}

const draftOf = (u: AdminUserRow): Draft => ({
  uid: u.uid, username: u.username, realname: u.realname, email: u.email, type: u.type ?? 1002, status: u.status,
  titleName: u.titleName, titleColor: u.titleColor, setNewPwd: false, password: '',
});

/** Edits one user (03 §2): identity, role, status, title, and a new password only with setNewPwd. */
export function UserEditDialog({ user, onClose, onSaved }: { user: AdminUserRow | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(user ? draftOf(user) : undefined);
    setErrors({});
  }, [user]);
  if (!draft) return null;
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });

  const save = async () => {
    // the same rule the server checks, said before the round trip
    if (draft.setNewPwd && (draft.password.length < PASSWORD_MIN || draft.password.length > PASSWORD_MAX)) {
      setErrors({ password: t('adminUser.passwordLength') });
      return;
    }
    setBusy(true);
    const { password, ...rest } = draft;
    const r = await call(USER_API.edit, { method: 'PUT', body: { ...rest, ...(draft.setNewPwd ? { password } : {}) } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) onSaved();
  };

  return (
    <Modal opened={user !== undefined} onClose={onClose} title={t('adminUser.editTitle', { username: user?.username ?? '' })} size="lg" centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
      <Stack data-testid="user-edit">
        <Group grow align="flex-start">
          <TextInput label={t('adminUser.username')} value={draft.username} maxLength={USERNAME_MAX} required error={errors.username} data-testid="user-edit-username"
            onChange={(e) => set({ username: e.currentTarget.value })} />
          <TextInput label={t('adminUser.realname')} value={draft.realname} error={errors.realname} onChange={(e) => set({ realname: e.currentTarget.value })} />
        </Group>
        <TextInput label={t('adminUser.email')} value={draft.email} error={errors.email} onChange={(e) => set({ email: e.currentTarget.value })} />
        <Group grow align="flex-start">
          <Select label={t('adminUser.role')} value={String(draft.type)} allowDeselect={false} error={errors.type} data-testid="user-edit-role"
            data={ROLE_IDS.map((id) => ({ value: String(id), label: t(`adminUser.role.${id}`) }))} onChange={(v) => v && set({ type: Number(v) })} />
          <div>
            <Text size="sm" fw={500} mb={4}>{t('adminUser.status')}</Text>
            <SegmentedControl value={String(draft.status)} onChange={(v) => set({ status: Number(v) })} data-testid="user-edit-status"
              data={[UserStatus.NORMAL, UserStatus.DISABLED].map((s) => ({ value: String(s), label: t(`adminUser.status.${s}`) }))} />
          </div>
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('adminUser.title')} value={draft.titleName} error={errors.titleName} onChange={(e) => set({ titleName: e.currentTarget.value })} />
          <ColorInput label={t('adminUser.titleColor')} value={draft.titleColor} error={errors.titleColor} onChange={(v) => set({ titleColor: v })} />
        </Group>
        <Switch label={t('adminUser.setNewPwd')} checked={draft.setNewPwd} onChange={(e) => set({ setNewPwd: e.currentTarget.checked })} data-testid="user-edit-setpwd" />
        {draft.setNewPwd ? (
          <PasswordInput label={t('adminUser.newPassword')} description={t('adminUser.newPasswordHelp')} value={draft.password} maxLength={PASSWORD_MAX} required error={errors.password}
            autoComplete="new-password" data-testid="user-edit-password" onChange={(e) => set({ password: e.currentTarget.value })} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('admin.cancel')}</Button>
          <Button onClick={() => void save()} loading={busy} data-testid="user-edit-save">{t('admin.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
