import { Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PageNumbers, type Envelope } from '@oj/web/app/plugin-kit';
import { PUBLIC_PAGE_SIZES, type PublicProblem } from '../admin-training-api';
import type { Page } from '../training-api';
import { useText } from '../use-text';

/** get-problem-list answers `{ problemList: page, trainingProblemMap }`. */
export type ProblemListAnswer<T> = { problemList: Page<T> } | null;
const recordsOf = <T,>(data: ProblemListAnswer<T> | undefined): Page<T> => data?.problemList ?? { records: [], total: 0 };

/** The dialog that adds public problems not yet in the training (keyword search, sizes 10/30/50/100). */
export function AddFromPublic({ opened, onClose, onAdded, read: readPage, add: addOne }: {
  opened: boolean;
  onClose(): void;
  onAdded(): void;
  /** The public problems not in the training yet (currentPage, limit, keyword). */
  read(q: Record<string, string>): Promise<Envelope<ProblemListAnswer<PublicProblem>>>;
  add(row: PublicProblem): Promise<Envelope<unknown>>;
}) {
  const { t } = useText();
  // the caller passes a new function each render: the last one is read, without re-reading the list
  const readRef = useRef(readPage);
  readRef.current = readPage;
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PUBLIC_PAGE_SIZES[0]);
  const [rows, setRows] = useState<Page<PublicProblem>>({ records: [], total: 0 });
  const read = useCallback(async () => {
    const r = await readRef.current({ currentPage: String(page), limit: String(limit), ...(asked ? { keyword: asked } : {}) });
    if (r.status === 200) setRows(recordsOf(r.data));
  }, [page, limit, asked]);
  useEffect(() => {
    if (opened) void read();
  }, [opened, read]);
  const add = async (row: PublicProblem) => {
    const r = await addOne(row);
    if (r.status === 200) {
      onAdded();
      void read();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminTraining.addFromPublic')} size="xl" centered>
      <Stack data-testid="add-from-public">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setAsked(keyword.trim());
          }}
        >
          <TextInput
            placeholder={t('adminTraining.problemKeywordHint')}
            aria-label={t('adminTraining.problemKeywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            data-testid="public-keyword"
          />
        </form>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('adminTraining.problemId')}</Table.Th>
              <Table.Th>{t('adminTraining.problemTitle')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.records.map((row) => (
              <Table.Tr key={row.pid} data-testid="public-row" data-problem-id={row.problemId}>
                <Table.Td>{row.problemId}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  <Button size="xs" onClick={() => void add(row)} data-testid="public-add">
                    {t('adminTraining.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.records.length === 0 ? (
          <Text ta="center" c="dimmed">
            {t('adminTraining.publicEmpty')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <PageNumbers pages={Math.max(1, Math.ceil(rows.total / limit))} current={page} onChange={setPage} />
          <Select
            w={110}
            size="xs"
            allowDeselect={false}
            aria-label={t('pager.pageSize')}
            data={PUBLIC_PAGE_SIZES.map((s) => String(s))}
            value={String(limit)}
            onChange={(v) => {
              if (v) {
                setLimit(Number(v));
                setPage(1);
              }
            }}
            data-testid="public-size"
          />
        </Group>
      </Stack>
    </Modal>
  );
}
