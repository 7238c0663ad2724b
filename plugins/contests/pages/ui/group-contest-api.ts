import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { send, usePluginTranslation, type Envelope } from '@oj/web/app/plugin-kit';
import type { ContestRow } from '../contest-api';
import { pageMessages } from '../messages';
import { adminContestPageMessages } from './admin-contest/messages';
import type { AdminContest } from './admin-contest/api';

/** The group contest calls (api-calls.tsv /api/group/*contest*; the AC download is the admin route's, open to a group contest's admins). */
export const GROUP_CONTEST_API = {
  list: '/api/group/get-contest-list',
  adminList: '/api/group/get-admin-contest-list',
  contest: '/api/group/contest',
  visible: '/api/group/change-contest-visible',
  problems: '/api/group/get-contest-problem-list',
  problem: '/api/group/contest-problem',
  contestProblem: '/api/group/contest-problem',
  addFromPublic: '/api/group/add-contest-problem-from-public',
  addFromGroup: '/api/group/add-contest-problem-from-group',
  announcements: '/api/group/get-contest-announcement-list',
  announcement: '/api/group/contest-announcement',
  acDownload: '/api/file/download-contest-ac-submission',
} as const;

/** 03 §9: group lists 10 a page. */
export const GROUP_CONTEST_PAGE_SIZE = 10;

export interface Page<T> {
  records: T[];
  total: number;
}

/** A row of the group's contest list (the public list's row, visible and canManage: group root or creator). */
export type GroupContestRow = ContestRow & { visible: boolean; canManage: boolean };
export type GroupAdminContest = AdminContest & { canManage: boolean; gid: number };

/** The group contest pages' strings: the contest pages' and the admin contest pages' (the same form, table and dialogs). */
const groupContestText = {
  'en-US': { ...pageMessages['en-US'], ...adminContestPageMessages['en-US'] },
  'zh-CN': { ...pageMessages['zh-CN'], ...adminContestPageMessages['zh-CN'] },
};
export const useGroupText = () => usePluginTranslation(groupContestText);

/**
 * A call from the group contest pages: failures were shown by `send` (the server's message); a change that
 * succeeds shows the server's message as a green toast. Unlike the admin pages' call, a refusal stays here.
 */
export function useGroupCall() {
  return useCallback(async <T = unknown>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; quiet?: string } = {}): Promise<Envelope<T>> => {
    const result = await send<T>(path, options);
    if (result.status === 200 && (options.method ?? 'GET') !== 'GET') notifications.show({ color: 'green', message: result.msg });
    return result;
  }, []);
}

export const emptyPage = <T,>(): Page<T> => ({ records: [], total: 0 });
