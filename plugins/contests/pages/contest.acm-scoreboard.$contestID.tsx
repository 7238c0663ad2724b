import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { requirePlugin } from '@oj/web/app/plugin-kit';
import { BoardHydrateFallback, BoardRoutePage, CONTESTS_PLUGIN_ID, outsideRouteData } from './board/board-route';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';

export function loader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, CONTESTS_PLUGIN_ID);
  return null;
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => outsideRouteData(args, 0);
clientLoader.hydrate = true as const;

export const HydrateFallback = BoardHydrateFallback;

/** The public ACM scoreboard (02 §2 ACMScoreBoard): the same table to anyone, only with openRank and not while scheduled. */
export default function ACMScoreBoard() {
  return <BoardRoutePage outside />;
}
