import { Button, Checkbox, Group, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_CONTEST_API } from './api';
import { useText } from './text';

/**
 * The AC download dialog (HOJ's; 03 §2): leave out the contest admins or not, a folder per user or per problem.
 * The site's admin list and the group's contest table share it: the download route is the admin one, open to a
 * group contest's admins.
 */
export function DownloadAc({ contest, onClose }: { contest: { id: number } | undefined; onClose(): void }) {
  const { t } = useText();
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [splitType, setSplitType] = useState('splitByUser');
  const href = contest ? `${ADMIN_CONTEST_API.acDownload}?${new URLSearchParams({ cid: String(contest.id), excludeAdmin: String(excludeAdmin), splitType })}` : '#';
  return (
    <Modal opened={contest !== undefined} onClose={onClose} title={t('adminContest.downloadAc')} centered>
      <Stack>
        <Checkbox label={t('adminContest.excludeAdmin')} checked={excludeAdmin} onChange={(e) => setExcludeAdmin(e.currentTarget.checked)} />
        <SegmentedControl value={splitType} onChange={setSplitType} data={[{ value: 'splitByUser', label: t('adminContest.splitByUser') }, { value: 'splitByProblem', label: t('adminContest.splitByProblem') }]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('adminContest.cancel')}</Button>
          <Button component="a" href={href} download onClick={onClose} data-testid="contest-download-ac">{t('adminContest.download')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
