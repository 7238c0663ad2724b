import { ActionIcon, Anchor, Badge, Button, Card, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { Link, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { LocalDate, notifyResult } from '@oj/web/app/plugin-kit';
import { GROUP_PROBLEM_API, groupProblemApi, pidOfRow, type GroupAdminProblemRow, type GroupInfo } from '../problem-api';
import { applyStateOf, canManageProblem, PROBLEM_AUTHS, ProblemAuth } from '../problem-rules';
import { useProblemRootData, useProblemText } from '../problem-text';
import { ProblemConfirm } from './problem-confirm';

type Pending = { question: string; run: () => Promise<unknown>; danger?: boolean };

/** The public application cell (03 §4): Apply; Applying with Cancel; Public; Refused (apply again). */
function ApplyCell({ row, manage, ask }: { row: GroupAdminProblemRow; manage: boolean; ask: (p: Pending) => void }) {
  const { t } = useProblemText();
  const pid = pidOfRow(row);
  const state = applyStateOf(row.applyPublicProgress);
  const apply = () => ask({ question: t('groupProblem.applyConfirm'), run: () => groupProblemApi.applyPublic(pid, true) });
  if (state === 'public') return <Badge color="green" variant="light" data-testid="apply-state">{t('groupProblem.public')}</Badge>;
  if (state === 'applying') {
    return (
      <Group gap={4} wrap="nowrap">
        <Badge color="orange" variant="light" data-testid="apply-state">{t('groupProblem.applying')}</Badge>
        <Button size="compact-xs" variant="subtle" disabled={!manage} onClick={() => ask({ question: t('groupProblem.cancelApplyConfirm'), run: () => groupProblemApi.applyPublic(pid, false) })} data-testid="apply-cancel">
          {t('groupProblem.cancelApply')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {state === 'refused' ? <Badge color="red" variant="light" data-testid="apply-state">{t('groupProblem.refused')}</Badge> : null}
      <Button size="compact-xs" variant="light" disabled={!manage} onClick={apply} data-testid="apply-public">{t('groupProblem.apply')}</Button>
    </Group>
  );
}

/**
 * The Problem tab's admin list (03 §2, §6): edit, delete, auth change and test-data download only for this
 * group's problems; the group root manages any, another admin only their own. The contest auth is off here.
 */
export function ProblemAdminList({ group, rows }: { group: GroupInfo; rows: GroupAdminProblemRow[] }) {
  const { t } = useProblemText();
  const root = useProblemRootData();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>();
  const viewer = { role: group.role, uid: root.user?.uid, username: root.user?.username };
  const done = (answer: unknown) => {
    if (notifyResult(answer as Parameters<typeof notifyResult>[0])) revalidator.revalidate();
  };
  const confirm = async () => {
    const p = pending;
    setPending(undefined);
    if (p) done(await p.run());
  };
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" data-testid="group-problem-admin-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('groupProblem.id')}</Table.Th>
              <Table.Th w={120}>{t('groupProblem.problemId')}</Table.Th>
              <Table.Th miw={160}>{t('groupProblem.title')}</Table.Th>
              <Table.Th w={100}>{t('groupProblem.author')}</Table.Th>
              <Table.Th w={110}>{t('groupProblem.created')}</Table.Th>
              <Table.Th w={110}>{t('groupProblem.auth')}</Table.Th>
              <Table.Th w={150}>{t('groupProblem.applyPublic')}</Table.Th>
              <Table.Th w={120}>{t('groupProblem.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const pid = pidOfRow(row);
              const manage = canManageProblem(row, group.id, viewer);
              return (
                <Table.Tr key={pid} data-testid="group-problem-admin-row" data-problem-id={row.problemId} data-managed={manage || undefined}>
                  <Table.Td>{pid}</Table.Td>
                  <Table.Td>{row.problemId}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/group/${group.id}/problem/${encodeURIComponent(row.problemId)}`} size="sm">{row.title}</Anchor>
                  </Table.Td>
                  <Table.Td><Text size="sm" truncate="end">{row.author}</Text></Table.Td>
                  <Table.Td><Text size="sm">{row.gmtCreate ? <LocalDate value={row.gmtCreate} locale={root.locale ?? 'zh-CN'} /> : null}</Text></Table.Td>
                  <Table.Td>
                    <Select size="xs" allowDeselect={false} disabled={!manage} value={String(row.auth)} data-testid="group-problem-auth"
                      data={PROBLEM_AUTHS.map((a) => ({ value: String(a), label: t(`groupProblem.auth.${a}`), disabled: a === ProblemAuth.CONTEST }))}
                      onChange={(v) => v && Number(v) !== row.auth && void groupProblemApi.changeAuth(pid, Number(v)).then(done)} />
                  </Table.Td>
                  <Table.Td><ApplyCell row={row} manage={manage} ask={setPending} /></Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('groupProblem.edit')}>
                        <ActionIcon variant="light" component={Link} to={`/group/${group.id}/problem/${encodeURIComponent(row.problemId)}/edit?pid=${pid}`} disabled={!manage} aria-label={t('groupProblem.edit')} data-testid="group-problem-edit">✎</ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('groupProblem.downloadTestcase')}>
                        <ActionIcon variant="light" color="teal" component="a" href={`${GROUP_PROBLEM_API.downloadTestcase}?pid=${pid}`} disabled={!manage} aria-label={t('groupProblem.downloadTestcase')} data-testid="group-problem-download">⇩</ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('groupProblem.delete')}>
                        <ActionIcon variant="light" color="red" disabled={!manage} aria-label={t('groupProblem.delete')} data-testid="group-problem-delete"
                          onClick={() => setPending({ question: t('groupProblem.deleteConfirm'), run: () => groupProblemApi.remove(pid), danger: true })}>✕</ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text ta="center" c="dimmed" py="xl">{t('groupProblem.empty')}</Text> : null}
      <ProblemConfirm question={pending?.question} danger={pending?.danger} onCancel={() => setPending(undefined)} onConfirm={() => void confirm()} />
    </Card>
  );
}
