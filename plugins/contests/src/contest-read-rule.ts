import type { ContestAccessView } from './contest-access';
import { ContestAuth, type Contest } from './contest.model';

/**
 * get-contest-access's grant (02 §3), the one read rule that get-contest-access, the ICPC Contest API (src/ccs)
 * and virtual runs (src/virtual) share: contest admins always; a public contest — within its account limit; a
 * private or protected one — registered and within the account limit.
 */
export function contestReadGranted(contest: Pick<Contest, 'auth'>, view: Pick<ContestAccessView, 'admin' | 'registered' | 'accountAllowed'>): boolean {
  return view.admin || (contest.auth === ContestAuth.PUBLIC ? view.accountAllowed : view.registered && view.accountAllowed);
}
