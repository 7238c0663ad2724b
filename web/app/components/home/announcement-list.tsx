import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorRole } from '@oj/core';
import { LocalDate } from '../local-date';
import { Pager } from '../pager';
import { UserChip } from '../user-chip';
import { plainTextOf } from './plain-text';
import { CardNote, HomeCard } from './home-card';

// the markdown renderer (KaTeX, highlight.js) loads only when an announcement is opened
const Markdown = lazy(() => import('../markdown/markdown').then((m) => ({ default: m.Markdown })));

export interface HomeAnnouncement {
  id: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  authorRole: AuthorRole | null;
  gmtCreate: string | Date;
}

/**
 * The home page's announcements (01 §2): a page of 5 with title, date and author and the start of the
 * text; a title opens the whole announcement (markdown) in a dialog, the detail view.
 */
export function AnnouncementList({ page, locale, pageParam }: {
  page: { records: HomeAnnouncement[]; total: number; current: number; size: number };
  locale: string;
  pageParam: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<HomeAnnouncement>();
  // the date and the author's chip (01 §6 badge), in the list and in the detail
  const byline = (a: HomeAnnouncement) => (
    <Text size="sm" c="dimmed" data-testid="announcement-byline">
      <LocalDate value={a.gmtCreate} locale={locale} style="date" /> · <UserChip username={a.username} uid={a.uid} role={a.authorRole} />
    </Text>
  );
  return (
    <HomeCard title={t('home.announcements')} testId="announcements" large>
      {page.records.length === 0 ? <CardNote>{t('home.noAnnouncements')}</CardNote> : null}
      <Stack gap="xs">
        {page.records.map((a) => (
          <div key={a.id} data-testid="announcement-item">
            <Anchor component="button" type="button" fw={600} ta="left" onClick={() => setOpen(a)} data-testid="announcement-open">
              {a.title}
            </Anchor>
            {byline(a)}
            <Text size="sm" lineClamp={2}>{plainTextOf(a.content)}</Text>
          </div>
        ))}
      </Stack>
      {page.total > 0 ? (
        <Stack mt="sm">
          <Pager total={page.total} current={page.current} size={page.size} pageParam={pageParam} />
        </Stack>
      ) : null}
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={open?.title} size="lg" centered>
        {open ? (
          <Stack data-testid="announcement-detail">
            {byline(open)}
            <Suspense fallback={<Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{open.content}</Text>}>
              <Markdown source={open.content} />
            </Suspense>
          </Stack>
        ) : null}
      </Modal>
    </HomeCard>
  );
}
