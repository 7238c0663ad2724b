import { Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { PageNumbers, send, type Envelope } from '@oj/web/app/plugin-kit';
import { PUBLIC_PAGE_SIZES, type BankProblem, type Page } from './api';
import { useText } from './text';

/** The page's call (the admin pages' or the group pages'): it shows the server's message on success. */
export type ContestAdminCall = (path: string, options: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => Promise<Envelope<unknown>>;

/**
 * 03 §5: the bank's problems the import rule lets in (the contest's type or remote), added under a display id.
 * The site's admin page and the group's contest tab open it with their own calls: `problems` lists the
 * candidates (get-contest-problem-list with problemType), `addFromPublic` adds one.
 */
export function AddFromPublic({ contest, api, call, opened, onClose, onAdded }: {
  contest: { id: number; type: number };
  api: { problems: string; addFromPublic: string };
  call: ContestAdminCall;
  opened: boolean;
  onClose(): void;
  onAdded(): void;
}) {
  const { t } = useText();
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PUBLIC_PAGE_SIZES[0]);
  const [rows, setRows] = useState<Page<BankProblem>>({ records: [], total: 0 });
  const [picked, setPicked] = useState<BankProblem>();
  const [displayId, setDisplayId] = useState('');
  const read = useCallback(async () => {
    const q = new URLSearchParams({ cid: String(contest.id), problemType: String(contest.type), currentPage: String(page), limit: String(limit), ...(asked ? { keyword: asked } : {}) });
    const r = await send<{ problemList: Page<BankProblem> } | null>(`${api.problems}?${q}`);
    if (r.status === 200) setRows(r.data?.problemList ?? { records: [], total: 0 });
  }, [api.problems, contest.id, contest.type, page, limit, asked]);
  useEffect(() => {
    if (opened) void read();
  }, [opened, read]);
  const add = async () => {
    if (!picked) return;
    const r = await call(api.addFromPublic, { method: 'POST', body: { cid: contest.id, pid: picked.id, displayId: displayId.trim() } });
    if (r.status === 200) {
      setPicked(undefined);
      setDisplayId('');
      void read();
      onAdded();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminContest.addFromPublic')} size="xl" centered>
      <Stack>
        <form role="search" onSubmit={(e) => { e.preventDefault(); setAsked(keyword.trim()); setPage(1); }}>
          <TextInput placeholder={t('adminContest.problemKeywordHint')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
        </form>
        <Table striped data-testid="contest-public-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminContest.problemId')}</Table.Th>
              <Table.Th>{t('adminContest.title')}</Table.Th>
              <Table.Th w={80}>{t('adminContest.type')}</Table.Th>
              <Table.Th w={90}>{t('adminContest.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.records.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.problemId}</Table.Td>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td>{p.isRemote ? <Badge variant="light">{t('adminContest.remoteOj')}</Badge> : t(`adminContest.type.${p.type}`)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => { setPicked(p); setDisplayId(''); }}>{t('adminContest.add')}</Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Select w={100} data={PUBLIC_PAGE_SIZES.map(String)} value={String(limit)} onChange={(v) => { setLimit(Number(v)); setPage(1); }} allowDeselect={false} aria-label="size" />
          <PageNumbers pages={Math.max(1, Math.ceil(rows.total / limit))} current={page} onChange={setPage} />
        </Group>
        {picked ? (
          <Group align="end">
            <Text size="sm">{picked.problemId} {picked.title}</Text>
            <TextInput label={t('adminContest.displayId')} value={displayId} onChange={(e) => setDisplayId(e.currentTarget.value)} required data-testid="contest-add-display-id" />
            <Button onClick={() => void add()} disabled={!displayId.trim()}>{t('adminContest.add')}</Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
