import { Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdmin, useAdminCall } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { AdminPager, currentPageOf, pageSizeOf } from '../admin/admin-pager';
import { LocalDate } from '../components/local-date';

type OutboxState = 'kept' | 'sent' | 'failed';

/** A kept mail as `GET /api/admin/mail/outbox` lists it. */
interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  state: OutboxState;
  sentAt: string | null;
  lastError: string | null;
}
/** One mail opened (`GET /api/admin/mail/outbox/detail`). */
type OutboxMail = OutboxRow & { text: string; html: string | null };
interface OutboxPage {
  records: OutboxRow[];
  total: number;
  current: number;
  size: number;
}

/** Dark shades: white badge text stays at WCAG AA contrast. */
const STATE_COLOR: Record<OutboxState, string> = { kept: 'gray.7', sent: 'teal.9', failed: 'red.9' };

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadAdmin<OutboxPage>(`/api/admin/mail/outbox?currentPage=${currentPageOf(request.url)}&limit=${pageSizeOf(request.url)}`);
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

function StateBadge({ row }: { row: OutboxRow }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOR[row.state]} variant="filled" style={{ minWidth: 'max-content' }} data-testid="outbox-state">
      {t(`adminOutbox.state.${row.state}`)}
    </Badge>
  );
}

/**
 * /admin/outbox (super admin; our addition): the mails kept while no SMTP server was set, each opened with
 * its text (a registration code among them), and Resend once a server is set.
 */
export default function OutboxAdmin() {
  const page = useLoaderData<typeof clientLoader>();
  const { t, i18n } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [opened, setOpened] = useState<OutboxMail>();
  const [busy, setBusy] = useState<string>();

  const view = async (id: string) => {
    const r = await call<OutboxMail>(`/api/admin/mail/outbox/detail?id=${encodeURIComponent(id)}`);
    if (r.status === 200) setOpened(r.data);
  };
  const resend = async (id: string) => {
    setBusy(id);
    await call<OutboxMail>('/api/admin/mail/outbox/resend', { method: 'POST', body: { id } });
    setBusy(undefined);
    // sent or refused by the server, the state shown changes (the server's message is the toast)
    if (opened?.id === id) await view(id);
    revalidator.revalidate();
  };

  return (
    <Stack>
      <AdminPageTitle />
      <Text size="sm" c="dimmed">{t('adminOutbox.help')}</Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder data-testid="outbox-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('adminOutbox.to')}</Table.Th>
              <Table.Th>{t('adminOutbox.subject')}</Table.Th>
              <Table.Th>{t('adminOutbox.time')}</Table.Th>
              <Table.Th>{t('adminOutbox.state')}</Table.Th>
              <Table.Th>{t('admin.field.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((row) => (
              <Table.Tr key={row.id} data-testid="outbox-row">
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.to}</Table.Td>
                <Table.Td>{row.subject}</Table.Td>
                <Table.Td><LocalDate value={row.createdAt} locale={i18n.language} /></Table.Td>
                <Table.Td><StateBadge row={row} /></Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => void view(row.id)} data-testid="outbox-view">{t('adminOutbox.view')}</Button>
                    <Button size="xs" variant="light" loading={busy === row.id} onClick={() => void resend(row.id)} data-testid="outbox-resend">{t('adminOutbox.resend')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.records.length === 0 ? <Text c="dimmed">{t('adminOutbox.empty')}</Text> : null}
      <AdminPager total={page.total} current={page.current} size={page.size} />

      <Modal opened={opened !== undefined} onClose={() => setOpened(undefined)} title={opened?.subject} size="lg" centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
        {opened ? (
          <Stack data-testid="outbox-mail">
            <Group gap="xs">
              <Text size="sm">{`${t('adminOutbox.to')}: ${opened.to}`}</Text>
              <StateBadge row={opened} />
            </Group>
            <Text size="sm" c="dimmed"><LocalDate value={opened.createdAt} locale={i18n.language} /></Text>
            {opened.sentAt ? <Text size="sm">{t('adminOutbox.sentAt')} <LocalDate value={opened.sentAt} locale={i18n.language} /></Text> : null}
            {opened.lastError ? <Text size="sm" c="red.9">{t('adminOutbox.lastError', { reason: opened.lastError })}</Text> : null}
            <Text size="sm" fw={500}>{t('adminOutbox.text')}</Text>
            <Code block data-testid="outbox-text">{opened.text}</Code>
            <Group>
              <Button loading={busy === opened.id} onClick={() => void resend(opened.id)}>{t('adminOutbox.resend')}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
