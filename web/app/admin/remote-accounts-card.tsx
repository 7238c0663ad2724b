import { Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type FieldErrors, type useAdminCall } from './admin-api';

/** An account as switch/info shows it (never its password: whether one is stored). */
export interface RemoteAccountInfo {
  username: string;
  passwordSet: boolean;
  source: 'switch' | 'environment';
  leased: boolean;
  lastError: string | null;
}

/** The switch page's account lists of the spec (api-calls.tsv `switch/update`): each pool and its fields' prefix. Gym uses CF's. */
const POOLS: ReadonlyArray<{ pool: string; prefix: string }> = [
  { pool: 'HDU', prefix: 'hdu' },
  { pool: 'CF', prefix: 'cf' },
  { pool: 'POJ', prefix: 'poj' },
  { pool: 'AC', prefix: 'atcoder' },
  { pool: 'SPOJ', prefix: 'spoj' },
  { pool: 'LIBRE', prefix: 'libreoj' },
];

type Row = { username: string; password: string; passwordSet: boolean };
type Call = ReturnType<typeof useAdminCall>;

/** One pool: the environment's accounts (read-only) and the switch page's, edited and saved together. */
function Pool({ pool, prefix, accounts, call }: { pool: string; prefix: string; accounts: RemoteAccountInfo[]; call: Call }) {
  const { t } = useTranslation();
  const fixed = accounts.filter((a) => a.source === 'environment');
  const [rows, setRows] = useState<Row[]>(accounts.filter((a) => a.source === 'switch').map((a) => ({ username: a.username, password: '', passwordSet: a.passwordSet })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const state = new Map(accounts.map((a) => [a.username, a]));
  const edit = (i: number, changes: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...changes } : r)));
  const save = async () => {
    setBusy(true);
    // an empty password keeps the stored one; passwords are never sent back by the server
    const r = await call('/api/admin/switch/update', { method: 'PUT', body: { [`${prefix}UsernameList`]: rows.map((row) => row.username.trim()), [`${prefix}PasswordList`]: rows.map((row) => row.password) } });
    setBusy(false);
    setErrors(fieldErrorsOf(r));
    if (r.status === 200) setRows(rows.map((row) => ({ ...row, password: '', passwordSet: row.passwordSet || row.password !== '' })));
  };
  return (
    <Stack gap="xs" data-testid={`remote-accounts-${pool}`}>
      <Text fw={600} size="sm">{pool}{pool === 'CF' ? ` · ${t('admin.switch.remote.gymToo')}` : ''}</Text>
      {fixed.map((a) => (
        <Group key={a.username} gap="xs">
          <Text size="sm">{a.username}</Text>
          <Badge size="xs" variant="light">{t('admin.switch.remote.environment')}</Badge>
          {a.lastError ? <Text size="xs" c="red">{a.lastError}</Text> : null}
        </Group>
      ))}
      {rows.map((row, i) => (
        <Group key={i} align="end" gap="xs" data-testid="remote-account-row">
          <TextInput label={i === 0 ? t('admin.switch.remote.username') : undefined} value={row.username} onChange={(e) => edit(i, { username: e.currentTarget.value })} w={200} data-testid="remote-account-username" />
          <PasswordInput
            label={i === 0 ? t('admin.switch.remote.password') : undefined}
            placeholder={row.passwordSet ? t('admin.switch.remote.passwordKept') : t('admin.switch.remote.passwordNew')}
            value={row.password} onChange={(e) => edit(i, { password: e.currentTarget.value })} w={220} autoComplete="new-password" data-testid="remote-account-password"
          />
          {state.get(row.username)?.leased ? <Badge size="xs" color="blue" variant="light">{t('admin.switch.remote.inUse')}</Badge> : null}
          {state.get(row.username)?.lastError ? <Text size="xs" c="red" maw={260}>{state.get(row.username)?.lastError}</Text> : null}
          <Button variant="subtle" color="red" size="xs" onClick={() => setRows(rows.filter((_, j) => j !== i))}>{t('admin.switch.remote.remove')}</Button>
        </Group>
      ))}
      {errors[`${prefix}UsernameList`] || errors[`${prefix}PasswordList`] ? <Text size="sm" c="red">{errors[`${prefix}UsernameList`] ?? errors[`${prefix}PasswordList`]}</Text> : null}
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setRows([...rows, { username: '', password: '', passwordSet: false }])} data-testid={`remote-account-add-${pool}`}>{t('admin.switch.remote.add')}</Button>
        <Button size="xs" onClick={() => void save()} loading={busy} data-testid={`remote-account-save-${pool}`}>{t('admin.save')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * The remote judges' accounts (03 §5's account lists), shown while a plugin answers them: usernames and
 * whether a password is stored, never a password; a pool saved on its own.
 */
export function RemoteAccountsCard({ accounts, call }: { accounts: Record<string, RemoteAccountInfo[]>; call: Call }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="switch-remote-accounts">
      <Title order={3} size="h4" mb="xs">{t('admin.switch.section.remoteAccounts')}</Title>
      <Text size="sm" c="dimmed" mb="sm">{t('admin.switch.remote.help')}</Text>
      <Stack>
        {POOLS.map(({ pool, prefix }) => <Pool key={pool} pool={pool} prefix={prefix} accounts={accounts[pool] ?? []} call={call} />)}
      </Stack>
    </Card>
  );
}
