import { useCallback, useRef, useState } from 'react';
import { checkSubmissionsStatus, isInProgress, useSubmissionUpdates } from '../submission/use-submission-updates';
import { SUBMITTING } from './verdict-badge';

/** The page's latest submission of the problem: none yet, Submitting (9) while the call is out, then the row's status as it changes. */
export interface SubmitState {
  submitId?: number;
  status?: number;
}

/**
 * The submit lifecycle of 01 §4 on the problem page: Submitting while the request is out, then the
 * status followed live (event stream, 2 s polling fallback) until it leaves the in-progress states,
 * when `onJudged` runs (the page reloads the problem data and the navigation list). A failed submit
 * resets the state.
 */
export function useSubmitState(onJudged: (status: number) => void) {
  const [state, setState] = useState<SubmitState>({});
  const judged = useRef(onJudged);
  judged.current = onJudged;

  const following = state.submitId !== undefined && state.status !== undefined && isInProgress(state.status) ? [state.submitId] : [];
  useSubmissionUpdates(
    following,
    (change) => {
      setState((current) => (current.submitId === change.submitId ? { ...current, status: change.status } : current));
      if (!isInProgress(change.status)) judged.current(change.status);
    },
    checkSubmissionsStatus(0),
  );

  return {
    state,
    /** The request went out. */
    submitting: useCallback(() => setState({ status: SUBMITTING }), []),
    /** The server stored the row (Pending, or already further on). */
    submitted: useCallback((submitId: number, status: number) => {
      setState({ submitId, status });
      if (!isInProgress(status)) judged.current(status);
    }, []),
    /** The submit failed: back to no submission. */
    reset: useCallback(() => setState({}), []),
  };
}
