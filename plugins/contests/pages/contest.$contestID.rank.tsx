import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { requirePlugin } from '@oj/web/app/plugin-kit';
import { BoardHydrateFallback, BoardRoutePage, CONTESTS_PLUGIN_ID, rankRouteData } from './board/board-route';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, CONTESTS_PLUGIN_ID);
  return null;
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => rankRouteData(args);
clientLoader.hydrate = true as const;

export const HydrateFallback = BoardHydrateFallback;

/** The contest's rank tab (02 §2 "Contest scoreboard"): ACM or OI by the contest's rule type. */
export default function ContestRank() {
  return <BoardRoutePage outside={false} />;
}
