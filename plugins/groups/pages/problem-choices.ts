import { GROUP_PROBLEM_API, call, query } from './problem-api';

/** A tag the group problem form offers (the group's own tags, get-all-problem-tags with gid). */
export interface GroupTag {
  id: number;
  name: string;
  color: string;
  oj: string;
  gid?: number | null;
}

export async function groupTagsOf(gid: number): Promise<GroupTag[]> {
  const answer = await call<GroupTag[]>(`${GROUP_PROBLEM_API.tags}?${query({ gid })}`);
  return answer.status === 200 && Array.isArray(answer.data) ? answer.data : [];
}
