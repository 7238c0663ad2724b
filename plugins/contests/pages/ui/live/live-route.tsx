import { Alert, Loader } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Envelope } from '@oj/web/app/plugin-kit';
import { loadContest, type ContestInfo, type LoadedContest } from '../../contest-api';
import { titleOf } from '../../root-data';
import { useText } from '../../use-text';
import { ContestShell } from '../contest-shell';
import { LIVE_REFRESH_MS } from './live-api';

/** What every live tab loads: the contest and what the user may do (the shell decides what shows). */
export async function liveClientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  await serverLoader();
  return { loaded: await loadContest(params.contestID ?? '') };
}

export function LiveHydrateFallback() {
  return <Loader mx="auto" display="block" />;
}

export const liveMeta: MetaFunction = ({ data, matches }) => titleOf((data as { loaded?: LoadedContest } | undefined)?.loaded?.contest?.title ?? 'Contest', matches);

/**
 * A list page of a live tool: reads `fetchPage(page)` now, whenever the page changes and every 10 s while
 * `auto` is on (02 §9: the admin helper and the print admin refresh every 10 s); a failed background read
 * keeps the rows shown and stops nothing.
 */
export function useLiveList<T>(fetchPage: (page: number, quiet?: string) => Promise<Envelope<{ records: T[]; total: number } | null>>, enabled: boolean) {
  const [page, setPage] = useState(1);
  const [auto, setAuto] = useState(true);
  const [data, setData] = useState<{ records: T[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const reload = useCallback(
    async (quiet?: string) => {
      const answer = await fetchRef.current(page, quiet);
      if (answer.status === 200 && answer.data) setData(answer.data);
      setLoading(false);
    },
    [page],
  );
  useEffect(() => {
    if (!enabled) return;
    void reload();
    if (!auto) return;
    const timer = setInterval(() => void reload('the 10 s refresh keeps the rows it has'), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled, auto, reload]);
  return { page, setPage, auto, setAuto, data, loading, reload };
}

/**
 * The contest's shell around a live tool, which shows only when the server listed the tool among the user's
 * tabs (get-contest-info's extraTabs: openPrint, ACM, contest admin or super admin as 02 §2 says); an address
 * typed by hand gets the notice instead of a page whose calls would all be refused.
 */
export function LiveTab({ loaded, tab, children }: { loaded: LoadedContest; tab: string; children: (contest: ContestInfo) => ReactNode }) {
  const { t } = useText();
  return (
    <ContestShell loaded={loaded} tab={tab}>
      {(contest) =>
        contest.extraTabs?.some((e) => e.id === tab) ? (
          children(contest)
        ) : (
          <Alert color="orange" data-testid="contest-live-closed">
            {t('contest.live.noTab')}
          </Alert>
        )
      }
    </ContestShell>
  );
}
