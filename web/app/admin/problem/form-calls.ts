import { createContext, useContext } from 'react';
import { PROBLEM_API } from './problem-api';

/**
 * Where the problem form compiles a checker and uploads test data: the admin's calls, or a plugin's own
 * (a group's problem form sends them with its gid, 03 §7). A path may carry a query already.
 */
export interface ProblemFormCalls {
  compileSpj: string;
  compileInteractive: string;
  uploadTestcase: string;
}

const ADMIN_CALLS: ProblemFormCalls = { compileSpj: PROBLEM_API.compileSpj, compileInteractive: PROBLEM_API.compileInteractive, uploadTestcase: PROBLEM_API.uploadTestcase };

export const ProblemFormCallsContext = createContext<ProblemFormCalls>(ADMIN_CALLS);
export const useProblemFormCalls = () => useContext(ProblemFormCallsContext);

/** `path` with one more query parameter, whether or not it has a query already. */
export const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
