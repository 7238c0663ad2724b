import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requirePlugin } from '@oj/web/app/plugin-kit';
import { PLUGIN_ID } from './root-data';

/**
 * /contest/:contestID/problem/:problemID/submission-detail/:submitID (ContestSubmissionDetails): the core's
 * submission page shows it (code visible to its owner and admins; the core's rules for contest rows).
 */
export function loader({ context, params }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  throw redirect(`/submission-detail/${encodeURIComponent(params.submitID ?? '')}`);
}

export default function ContestSubmissionDetails() {
  return null;
}
