import { NavLink } from '@mantine/core';
import { Link, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { MyStatus } from './my-status';
import { problemApi, type FullScreenRow } from './problem-api';

/**
 * The focus mode's problem switcher (`get-full-screen-problem-list`: a training's or contest's problems
 * with ?tid / ?cid, a group's with ?gid, else the public list), with the user's marks. A contest's rows are its display ids and
 * open in the contest's own focus route (a group's in the group's). Signed-in users only: the call needs a session.
 */
export function FullScreenNav({ current }: { current: string }) {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? undefined;
  const cid = params.get('cid') ?? undefined;
  const gid = params.get('gid') ?? undefined;
  const [rows, setRows] = useState<FullScreenRow[]>([]);
  useEffect(() => {
    let live = true;
    void problemApi.fullScreenList({ tid, cid, gid }).then((answer) => {
      if (live && answer.status === 200 && Array.isArray(answer.data)) setRows(answer.data);
    });
    return () => {
      live = false;
    };
  }, [tid, cid, gid]);
  const context = new URLSearchParams([...(tid ? [['tid', tid]] : []), ...(cid ? [['cid', cid]] : []), ...(gid ? [['gid', gid]] : [])]).toString();
  const suffix = context ? `?${context}` : '';
  return (
    <div data-testid="full-screen-nav">
      {rows.map((row) => (
        <NavLink
          key={row.id}
          component={Link}
          to={cid ? `/contest/${encodeURIComponent(cid)}/problem/${encodeURIComponent(row.problemId)}/full-screen${suffix}` : gid ? `/group/${encodeURIComponent(gid)}/problem/${encodeURIComponent(row.problemId)}/full-screen${suffix}` : `/problem/${encodeURIComponent(row.problemId)}/full-screen${suffix}`}
          label={`${row.problemId} ${row.title}`}
          rightSection={<MyStatus status={row.status} />}
          active={row.problemId.toLowerCase() === current.toLowerCase()}
        />
      ))}
    </div>
  );
}
