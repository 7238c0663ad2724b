import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { notifyResult } from '../notify';
import { Pager, pageOfUrl } from '../pager';
import { refreshUnread } from '../unread';
import type { MessagePage, MessageTab, NoticeMessage, RemindMessage } from './message-boxes';
import { NoticeItem } from './notice-item';
import { RemindItem } from './remind-item';

type AnyMessage = RemindMessage | NoticeMessage;

/**
 * One tab's list, page `page` of the URL. Opening it marks the shown messages read on the server (they
 * still come with their old state, so the unread dots show once); the badges are asked again at once.
 */
export function MessageList({ tab }: { tab: MessageTab }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const current = pageOfUrl(new URL(`http://x/?${params}`));
  const [page, setPage] = useState<MessagePage<AnyMessage>>();
  const [cleaning, setCleaning] = useState(false);
  const locale = i18n.language;

  const load = useCallback(async () => {
    const r = await api<MessagePage<AnyMessage>>(`/api/msg/${tab.api}?currentPage=${current}&limit=${tab.pageSize}`, { changesState: true, locale });
    if (r.status === 200) setPage(r.data);
    refreshUnread();
  }, [tab, current, locale]);

  useEffect(() => {
    setPage(undefined);
    void load();
  }, [load]);

  const remove = async (id?: number) => {
    const r = await api(`/api/msg/clean?type=${tab.cleanType}${id === undefined ? '' : `&id=${id}`}`, { method: 'DELETE', locale });
    notifyResult(r);
    setCleaning(false);
    await load();
  };

  if (!page) {
    return (
      <Group justify="center" py="xl" role="status" aria-label={t('messageCentre.loading')}>
        <Loader size="sm" />
      </Group>
    );
  }
  const notices = tab.box === 'sys' || tab.box === 'mine';
  return (
    <Stack data-testid={`message-list-${tab.box}`}>
      <Group justify="flex-end">
        <Button size="xs" variant="light" color="red" disabled={page.total === 0} onClick={() => setCleaning(true)} data-testid="message-clean-all">
          {t('messageCentre.cleanAll')}
        </Button>
      </Group>
      {page.records.length === 0 ? <Text c="dimmed" ta="center" py="lg" data-testid="message-empty">{t('messageCentre.empty')}</Text> : null}
      {page.records.map((m) =>
        notices ? (
          <NoticeItem key={m.id} message={m as NoticeMessage} userText={tab.box === 'mine'} onDelete={(x) => void remove(x.id)} />
        ) : (
          <RemindItem key={m.id} message={m as RemindMessage} onDelete={(x) => void remove(x.id)} />
        ),
      )}
      <Pager total={page.total} current={page.current} size={page.size} />
      <Modal opened={cleaning} onClose={() => setCleaning(false)} title={t('messageCentre.cleanAll')} centered closeButtonProps={{ 'aria-label': t('messageCentre.cancel') }}>
        <Text mb="md">{t('messageCentre.confirmClean', { box: t(`messageCentre.tab.${tab.box}`) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCleaning(false)}>{t('messageCentre.cancel')}</Button>
          <Button color="red" onClick={() => void remove()} data-testid="message-clean-confirm">{t('messageCentre.delete')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
