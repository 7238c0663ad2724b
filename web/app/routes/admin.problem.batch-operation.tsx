import { Alert, Anchor, Button, Checkbox, FileButton, Group, List, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send } from '../admin/admin-api';
import { AdminPageTitle } from '../admin/admin-page-title';
import { ADMIN_PAGE_SIZE } from '../admin/admin-pager';
import { PageNumbers } from '../components/pager';
import { PROBLEM_API, type AdminProblemRow, type Paged } from '../admin/problem/problem-api';
import { EXPORT_FORMATS, exportProblems, type ExportFormat } from '../admin/problem/problem-export';
import { useUpload } from '../admin/problem/use-upload';

export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** Each import format: its upload route and the files it takes. */
const IMPORTS: ReadonlyArray<{ format: ExportFormat; path: string; accept: string }> = [
  { format: 'hoj', path: '/api/file/import-problem', accept: '.zip,application/zip' },
  { format: 'qduoj', path: '/api/file/import-qdoj-problem', accept: '.zip,application/zip' },
  { format: 'fps', path: '/api/file/import-fps-problem', accept: '.xml,.zip,application/xml,text/xml,application/zip' },
  { format: 'hydro', path: '/api/file/import-hydro-problem', accept: '.zip,application/zip' },
];

/** The problems an import made (pid, display id, title, visibility, and what became of a checker). */
type Imported = Array<{ pid: number; problemId: string; title: string; auth?: number; checker?: { state: 'compiled' | 'compileError' | 'notCompiled'; message?: string } }>;
type Result = { ok: boolean; msg: string; problems: Imported };

/** One import format: choose a file, upload it, and keep the server's answer on screen. */
function ImportCard({ format, path, accept, onImported }: (typeof IMPORTS)[number] & { onImported(): void }) {
  const { t } = useTranslation();
  const uploadFile = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const r = await uploadFile<Imported | null>(path, 'file', file);
    setBusy(false);
    const ok = r.status === 200;
    setResult({ ok, msg: r.msg, problems: ok && Array.isArray(r.data) ? r.data : [] });
    if (ok) onImported();
  };
  return (
    <Paper withBorder p="md" data-testid={`import-${format}`}>
      <Stack gap="xs">
        <Text fw={600}>{t(`adminProblem.batch.format.${format}`)}</Text>
        <Group gap="xs">
          <FileButton onChange={(f) => { setFile(f); setResult(undefined); }} accept={accept}>
            {(props) => <Button {...props} variant="default" size="xs">{t('adminProblem.batch.chooseFile')}</Button>}
          </FileButton>
          <Text size="sm" c="dimmed" truncate maw={200}>{file?.name ?? ''}</Text>
        </Group>
        <Button size="xs" onClick={() => void upload()} disabled={!file} loading={busy} data-testid={`import-${format}-upload`}>{t('adminProblem.batch.upload')}</Button>
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} p="xs" data-testid="import-result">
            <Text size="sm">{result.msg}</Text>
            {result.problems.length > 0 ? (
              <List size="sm" mt={4}>
                {result.problems.map((p) => (
                  <List.Item key={p.pid}>
                    <Anchor component={Link} to={`/admin/problem/edit/${p.pid}`} size="sm">{`${p.problemId} ${p.title}`}</Anchor>
                    {p.checker && p.checker.state !== 'compiled' ? (
                      <Text size="xs" c="orange.9" data-testid="import-checker-pending">
                        {t(`adminProblem.batch.checker.${p.checker.state}`)}
                        {p.checker.message ? <Text component="pre" size="xs" m={0} style={{ whiteSpace: 'pre-wrap' }}>{p.checker.message}</Text> : null}
                      </Text>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The export part: a searchable list of every problem to select from, and the format (`version` changes after an import). */
function ExportPanel({ version }: { version: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Paged<AdminProblemRow>>({ records: [], total: 0, current: 1, size: ADMIN_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [format, setFormat] = useState<ExportFormat>('hoj');
  const load = useCallback(async () => {
    const q = new URLSearchParams({ currentPage: String(current), limit: String(ADMIN_PAGE_SIZE) });
    if (query) q.set('keyword', query);
    const r = await send<Paged<AdminProblemRow>>(`${PROBLEM_API.list}?${q.toString()}`);
    if (r.status === 200) setPage(r.data);
    // version is not read: a new one only asks for a fresh read
  }, [current, query, version]);
  useEffect(() => void load(), [load]);
  const run = () => {
    if (selected.length === 0) notifications.show({ color: 'red', message: t('adminProblem.exportNeedsSelection') });
    else void exportProblems(selected, format);
  };
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t('adminProblem.batch.exportHelp')}</Text>
      <Group align="flex-end">
        <TextInput aria-label={t('adminProblem.keyword')} placeholder={t('adminProblem.keyword')} w={280} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setCurrent(1);
              setQuery(keyword.trim());
            }
          }} />
        <Select label={t('adminProblem.exportFormat')} w={160} allowDeselect={false} value={format} onChange={(v) => v && setFormat(v as ExportFormat)}
          data={EXPORT_FORMATS.map((f) => ({ value: f, label: t(`adminProblem.batch.format.${f}`) }))} data-testid="batch-export-format" />
        <Button onClick={run} data-testid="batch-export">{t('adminProblem.export')} ({selected.length})</Button>
      </Group>
      <Table striped withTableBorder data-testid="batch-problem-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('adminProblem.id')}</Table.Th>
            <Table.Th>{t('adminProblem.problemId')}</Table.Th>
            <Table.Th>{t('adminProblem.title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.records.map((p) => (
            <Table.Tr key={p.pid} data-testid="batch-problem-row">
              <Table.Td>
                <Checkbox aria-label={t('adminProblem.select', { what: p.problemId })} checked={selected.includes(p.pid)}
                  onChange={(e) => setSelected((s) => (e.currentTarget.checked ? [...s, p.pid] : s.filter((id) => id !== p.pid)))} />
              </Table.Td>
              <Table.Td>{p.pid}</Table.Td>
              <Table.Td>{p.problemId}</Table.Td>
              <Table.Td>{p.title}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page.records.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">{t('admin.total', { total: page.total })}</Text>
        {pages > 1 ? <PageNumbers pages={pages} current={current} onChange={setCurrent} /> : null}
      </Group>
    </Stack>
  );
}

/** /admin/problem/batch-operation: import problems in the HOJ, QDUOJ, FPS and Hydro formats, and export selected ones. */
export default function ProblemBatchOperation() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  return (
    <Stack>
      <AdminPageTitle />
      <Title order={3}>{t('adminProblem.batch.import')}</Title>
      <Text size="sm" c="dimmed">{t('adminProblem.batch.importHelp')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {IMPORTS.map((i) => <ImportCard key={i.format} {...i} onImported={() => setVersion((v) => v + 1)} />)}
      </SimpleGrid>
      <Title order={3} mt="md">{t('adminProblem.batch.export')}</Title>
      <ExportPanel version={version} />
    </Stack>
  );
}
