import { Anchor, Button, Card, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { DifficultyBadge, formatAcRate, TagBadge } from '@oj/web/app/plugin-kit';
import type { GroupProblemRow } from '../problem-api';
import { acPercent, statusIconOf } from '../problem-rules';
import { useProblemText } from '../problem-text';

function StatusIcon({ status }: { status: number | undefined }) {
  const { t } = useProblemText();
  const icon = statusIconOf(status);
  if (!icon) return null;
  const label = t(icon === 'check' ? 'groupProblem.solved' : 'groupProblem.tried');
  return (
    <Text component="span" fw={700} c={icon === 'check' ? 'green' : 'orange'} aria-label={label} title={label} data-testid="group-problem-status" data-icon={icon}>
      {icon === 'check' ? '✓' : '−'}
    </Text>
  );
}

/**
 * The Problem tab's user list (03 §2): status icon, problem id, title, difficulty, tags behind the
 * Show/Hide Tags toggle, and the AC-rate bar. A row opens the problem in full screen (GroupFullProblemDetails).
 */
export function ProblemUserList({ gid, rows, marks }: { gid: number; rows: GroupProblemRow[]; marks: Record<string, { status: number }> }) {
  const { t } = useProblemText();
  const navigate = useNavigate();
  const [showTags, setShowTags] = useState(false);
  const fullScreen = (row: GroupProblemRow) => `/group/${gid}/problem/${encodeURIComponent(row.problemId)}/full-screen?gid=${gid}`;
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => setShowTags((v) => !v)} data-testid="group-problem-tags-toggle">
          {t(showTags ? 'groupProblem.hideTags' : 'groupProblem.showTags')}
        </Button>
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="group-problem-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('groupProblem.status')}</Table.Th>
                <Table.Th w={130}>{t('groupProblem.problemId')}</Table.Th>
                <Table.Th>{t('groupProblem.title')}</Table.Th>
                <Table.Th w={110}>{t('groupProblem.level')}</Table.Th>
                {showTags ? <Table.Th>{t('groupProblem.tags')}</Table.Th> : null}
                <Table.Th w={170}>{t('groupProblem.acRate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.pid} onClick={() => navigate(fullScreen(row))} style={{ cursor: 'pointer' }} data-testid="group-problem-row" data-problem-id={row.problemId}>
                  <Table.Td><StatusIcon status={marks[String(row.pid)]?.status} /></Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/group/${gid}/problem/${encodeURIComponent(row.problemId)}`} size="sm" onClick={(e) => e.stopPropagation()}>{row.problemId}</Anchor>
                  </Table.Td>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td><DifficultyBadge difficulty={row.difficulty} /></Table.Td>
                  {showTags ? (
                    <Table.Td data-testid="group-problem-tags">
                      <Group gap={4}>{(row.tags ?? []).map((tag) => <TagBadge key={tag.id} tag={tag} size="xs" />)}</Group>
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Stack gap={2}>
                      <Progress value={acPercent(row.ac, row.total)} color="green" size="sm" aria-label={t('groupProblem.acRate')} />
                      <Text size="xs" c="dimmed" data-testid="group-problem-ac-rate">{formatAcRate(row.ac, row.total)} ({row.ac}/{row.total})</Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 ? <Text ta="center" c="dimmed" py="xl" data-testid="group-problem-empty">{t('groupProblem.empty')}</Text> : null}
      </Card>
    </Stack>
  );
}
