import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { Link, useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdmin, useAdminCall } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { ADMIN_PAGE_SIZE } from '../admin/admin-pager';
import { ConfirmDelete } from '../admin/confirm-delete';
import { EXPORT_FORMATS, exportProblems, type ExportFormat } from '../admin/problem/problem-export';
import { PROBLEM_API, type AdminProblemRow, type Paged } from '../admin/problem/problem-api';
import { ProblemAuth, type ProblemAuthCode } from '../admin/problem/problem-draft';
import { limitOfUrl, pageOfUrl, Pager } from '../components/pager';
import { downloadFile } from '../components/download';
import { LocalDate } from '../components/local-date';
import { useQueryChange } from '../components/use-query-change';

const AUTHS: readonly ProblemAuthCode[] = [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST];
/** The list's judge filter: our own problems or every judge's (remote judges join with their keys). */
const OJS = ['ALL', 'ME'] as const;

/** The list's query, read from the URL: the tsv's names (limit, currentPage, keyword, auth, oj). */
function queryOf(url: URL): string {
  const q = new URLSearchParams({ currentPage: String(pageOfUrl(url, 'currentPage')), limit: String(limitOfUrl(url, ADMIN_PAGE_SIZE)) });
  for (const key of ['keyword', 'auth', 'oj']) {
    const value = url.searchParams.get(key);
    if (value) q.set(key, value);
  }
  return q.toString();
}

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => loadAdmin<Paged<AdminProblemRow>>(`${PROBLEM_API.list}?${queryOf(new URL(request.url))}`);
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/problems: search, filter, change auth, edit, delete, download test cases, export the selected ones. */
export default function ProblemAdminList() {
  const page = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [selected, setSelected] = useState<number[]>([]);
  const [format, setFormat] = useState<ExportFormat>('hoj');
  const [deleting, setDeleting] = useState<AdminProblemRow>();
  useEffect(() => setKeyword(params.get('keyword') ?? ''), [params]);

  const change = useQueryChange({ resetPage: 'currentPage' });
  const filter = (key: string, value: string | null) => change({ [key]: value });
  const changeAuth = async (p: AdminProblemRow, auth: ProblemAuthCode) => {
    const r = await call(PROBLEM_API.changeAuth, { method: 'PUT', body: { id: p.pid, auth } });
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`${PROBLEM_API.problem}?pid=${deleting.pid}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) {
      setSelected((s) => s.filter((id) => id !== deleting.pid));
      revalidator.revalidate();
    }
  };
  const exportSelected = () => {
    if (selected.length === 0) notifications.show({ color: 'red', message: t('adminProblem.exportNeedsSelection') });
    else void exportProblems(selected, format);
  };
  const ids = page.records.map((p) => p.pid);
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <Button component={Link} to="/admin/problem/create" data-testid="problem-create">{t('admin.create')}</Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t('adminProblem.keyword')}
          placeholder={t('adminProblem.keyword')}
          value={keyword}
          w={300}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && filter('keyword', keyword.trim())}
          data-testid="problem-keyword"
        />
        <Select
          label={t('adminProblem.auth')}
          w={130}
          allowDeselect={false}
          data={[{ value: '', label: t('adminProblem.auth.all') }, ...AUTHS.map((a) => ({ value: String(a), label: t(`adminProblem.auth.${a}`) }))]}
          value={params.get('auth') ?? ''}
          onChange={(v) => filter('auth', v)}
          data-testid="problem-auth-filter"
        />
        <Select
          label={t('adminProblem.oj')}
          w={130}
          allowDeselect={false}
          data={OJS.map((o) => ({ value: o, label: t(`adminProblem.oj.${o}`) }))}
          value={params.get('oj') ?? 'ALL'}
          onChange={(v) => filter('oj', v === 'ALL' ? null : v)}
          data-testid="problem-oj-filter"
        />
        <Group gap="xs" align="flex-end" ml="auto">
          <Select
            label={t('adminProblem.exportFormat')}
            w={150}
            allowDeselect={false}
            data={EXPORT_FORMATS.map((f) => ({ value: f, label: t(`adminProblem.batch.format.${f}`) }))}
            value={format}
            onChange={(v) => v && setFormat(v as ExportFormat)}
            data-testid="problem-export-format"
          />
          <Button variant="light" onClick={exportSelected} data-testid="problem-export">{t('adminProblem.export')}</Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped withTableBorder data-testid="problem-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox aria-label={t('adminProblem.selectAll')} checked={allChecked} indeterminate={!allChecked && ids.some((id) => selected.includes(id))}
                  onChange={(e) => setSelected((s) => (e.currentTarget.checked ? [...new Set([...s, ...ids])] : s.filter((id) => !ids.includes(id))))} />
              </Table.Th>
              <Table.Th>{t('adminProblem.id')}</Table.Th>
              <Table.Th>{t('adminProblem.problemId')}</Table.Th>
              <Table.Th>{t('adminProblem.title')}</Table.Th>
              <Table.Th>{t('adminProblem.author')}</Table.Th>
              <Table.Th>{t('adminProblem.created')}</Table.Th>
              <Table.Th>{t('adminProblem.modified')}</Table.Th>
              <Table.Th>{t('adminProblem.auth')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((p) => (
              <Table.Tr key={p.pid} data-testid="problem-row" data-problem-id={p.problemId}>
                <Table.Td>
                  <Checkbox aria-label={t('adminProblem.select', { what: p.problemId })} checked={selected.includes(p.pid)}
                    onChange={(e) => setSelected((s) => (e.currentTarget.checked ? [...s, p.pid] : s.filter((id) => id !== p.pid)))} />
                </Table.Td>
                <Table.Td>{p.pid}</Table.Td>
                <Table.Td>{p.problemId}</Table.Td>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td>{p.author}</Table.Td>
                <Table.Td><LocalDate value={p.gmtCreate} locale={i18n.language} /></Table.Td>
                <Table.Td><LocalDate value={p.gmtModified} locale={i18n.language} /></Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('adminProblem.auth')}: ${p.problemId}`}
                    size="xs"
                    w={110}
                    allowDeselect={false}
                    data={AUTHS.map((a) => ({ value: String(a), label: t(`adminProblem.auth.${a}`) }))}
                    value={String(p.auth)}
                    onChange={(v) => v && Number(v) !== p.auth && void changeAuth(p, Number(v) as ProblemAuthCode)}
                    data-testid="problem-auth"
                  />
                  {p.publishOnCompile ? (
                    <Tooltip label={t('adminProblem.hiddenForChecker.text')} multiline w={280} withArrow>
                      <Badge mt={4} size="xs" color="orange" variant="light" tabIndex={0} data-testid="problem-hidden-for-checker">{t('adminProblem.hiddenForChecker.badge')}</Badge>
                    </Tooltip>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" component={Link} to={`/admin/problem/edit/${p.pid}`}>{t('admin.edit')}</Button>
                    {p.isRemote ? null : (
                      <Button size="xs" variant="outline" color="teal.9" onClick={() => void downloadFile(`${PROBLEM_API.downloadTestcase}?pid=${p.pid}`)}>{t('adminProblem.downloadCases')}</Button>
                    )}
                    <Button size="xs" variant="outline" color="red.9" onClick={() => setDeleting(p)}>{t('admin.delete')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.records.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}
      <Pager total={page.total} current={page.current} size={page.size} pageParam="currentPage" limitParam="limit" />
      <ConfirmDelete opened={deleting !== undefined} what={deleting ? `${deleting.problemId} ${deleting.title}` : ''} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
