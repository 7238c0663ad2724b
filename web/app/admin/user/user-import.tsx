import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCall } from '../admin-api';
import { IMPORT_COLUMNS, parseUsersCsv, type CsvProblem, type ImportRow } from './user-csv';
import { USER_API } from './user-api';

/** The server names a bad row `users[i]`. */
const ROW_FIELD = /^users\[(\d+)\]$/;

/** Import users (03 §2, §5): a UTF-8 CSV read in the browser, previewed with its problems, then insert-batch-user. */
export function UserImport({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const call = useAdminCall();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [local, setLocal] = useState<CsvProblem[]>([]);
  const [server, setServer] = useState<Map<number, string[]>>(new Map());
  const [busy, setBusy] = useState(false);

  const problemText = (p: CsvProblem) =>
    p.kind === 'required' ? t(`adminUser.csv.required.${p.column}`, { row: p.row }) : t(`adminUser.csv.${p.kind}`, p.kind === 'columns' ? { row: p.row, count: p.count } : p.kind === 'tooMany' ? { max: p.max } : {});
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setServer(new Map());
    if (!chosen) {
      setRows([]);
      setLocal([]);
      return;
    }
    const parsed = parseUsersCsv(await chosen.arrayBuffer());
    setRows(parsed.rows);
    setLocal(parsed.problems);
  };
  const submit = async () => {
    setBusy(true);
    const r = await call<{ count: number; problems?: Array<{ field: string; msg: string }> }>(USER_API.insertBatch, { method: 'POST', body: { users: rows } });
    setBusy(false);
    if (r.status === 200) {
      void choose(null);
      onImported();
      return;
    }
    const byRow = new Map<number, string[]>();
    for (const p of r.data?.problems ?? []) {
      const index = ROW_FIELD.exec(p.field)?.[1];
      if (index !== undefined) byRow.set(Number(index), [...(byRow.get(Number(index)) ?? []), p.msg]);
    }
    setServer(byRow);
  };

  return (
    <Paper withBorder p="md" data-testid="user-import">
      <Stack>
        <Title order={3}>{t('adminUser.import')}</Title>
        <Text size="sm" c="dimmed">{t('adminUser.importHelp')}</Text>
        <Group align="flex-end">
          <FileInput label={t('adminUser.chooseFile')} accept=".csv,text/csv" value={file} onChange={(f) => void choose(f)} clearable w={320} data-testid="user-import-file" />
          <Button onClick={() => void submit()} loading={busy} disabled={rows.length === 0 || local.length > 0} data-testid="user-import-submit">
            {t('adminUser.importButton', { count: rows.length })}
          </Button>
          {file ? <Button variant="default" onClick={() => void choose(null)}>{t('adminUser.clear')}</Button> : null}
        </Group>
        {local.length > 0 ? (
          <Alert color="red" data-testid="user-import-problems">
            {local.map((p, i) => <Text key={i} size="sm">{problemText(p)}</Text>)}
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={760} mah={360}>
            <Table striped withTableBorder data-testid="user-import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminUser.row')}</Table.Th>
                  {IMPORT_COLUMNS.map((c) => <Table.Th key={c}>{c}</Table.Th>)}
                  <Table.Th>{t('adminUser.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={i} data-testid="user-import-row" bg={server.has(i) ? 'var(--mantine-color-red-light)' : undefined}>
                    <Table.Td>{i + 1}</Table.Td>
                    {/* the password column shows its length only */}
                    {row.map((cell, c) => <Table.Td key={c}>{c === 1 ? '•'.repeat(Math.min(cell.length, 8)) : cell}</Table.Td>)}
                    <Table.Td c="red">{(server.get(i) ?? []).join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
