import type { ServiceIdentifier } from 'inversify';
import type { SessionUser } from '../account/session-user';
import type { JudgePriorityClass } from '../judge/judge-task';
import type { RatingProvider } from '../rank/rating-provider';
import type { RemoteJudge } from '../remote/remote-judge';
import type { SwitchFields } from '../site/switch-fields';
import { BackgroundServicesPoint, type ServiceGetter } from './background-services';
import { ExtensionPoint, ExtensionPoints, type Extension } from './extension-point';

/** What a context decides for a submission it allows: the ids the row records and its queue priority. */
export interface ResolvedSubmissionContext {
  cid?: number;
  cpid?: number;
  gid?: number | null;
  tid?: number | null;
  /** The display id the row shows (a contest's own label); the problem's display id when absent. */
  displayPid?: string;
  priority: JudgePriorityClass;
  /** The problem may be submitted although it is not public (a contest's or a group's problem). */
  grantsProblem: boolean;
}

/** Decides, for a submission made inside a plugin's context (contest, group, training), whether it is allowed and what follows. */
export interface SubmissionContext extends Extension {
  /** Which id of the submission row names this context: `cid`, `gid` or `tid`. */
  field: 'cid' | 'gid' | 'tid';
  /**
   * Whether `user` may submit problem `pid` inside context `id` now (throws the spec's error when not:
   * contest ended, not registered, ...), and what the row records.
   */
  resolve(request: { id: number; pid: number; user: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<ResolvedSubmissionContext>;
  /**
   * Whether `viewer` (not its owner, not a site admin: those always do) reads the code of a submission made in
   * this context (`id` = its cid, gid or tid). Only asked for contest rows; absent, their code stays hidden.
   */
  codeVisible?(request: { id: number; submission: { submitId: number; uid: string; submitTime: Date }; viewer: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<boolean>;
  /**
   * Whether `viewer` (not a site admin: those always do) reads the result of a submission made in this
   * context now (a sealed contest board hides it). Only asked for contest rows; absent, results show. A hidden
   * result reads as Submitted Unknown Result (-5) without score, time, memory, compile message or cases.
   */
  resultVisible?(request: { id: number; submission: { submitId: number; uid: string; submitTime: Date; status: number }; viewer: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<boolean>;
}

/** The submission contexts the enabled plugins registered (the site binds its extension point here). */
export const SUBMISSION_CONTEXTS: ServiceIdentifier<ExtensionPoint<SubmissionContext>> = Symbol.for('oj.SubmissionContexts');

/**
 * Opens problems to a user inside a plugin's context (a training's problems, later a contest's or a
 * group's): `get-problem-detail` and `get-full-screen-problem-list` with that id read them through here.
 */
export interface ProblemContext extends Extension {
  /** The query parameter that names the context: `tid`, `cid` or `gid`. */
  field: 'cid' | 'gid' | 'tid';
  /**
   * The pids of context `id`, in its order, when `user` may enter it now (throws the spec's error when
   * not: not signed in, not registered, ...). Those problems are shown even when not public.
   */
  problemIds(request: { id: number; user: SessionUser | undefined; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<number[]>;
  /** The full-screen switcher's rows (labels and marks inside the context, e.g. a contest's display ids); the bank's ids and marks when absent. */
  fullScreenRows?(request: { id: number; user: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<Array<{ id: number; problemId: string; title: string; status: number; score: number | null }>>;
  /** `get-user-problem-status` for the context's list (a contest's: results inside it; containsEnd adds after-contest ones): pid → {status, score}. */
  statuses?(request: { id: number; pids: number[]; user: SessionUser; containsEnd: boolean; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<Record<number, { status: number; score: number | null }>>;
  /**
   * The user's role in context `id` (the groups plugin's entry for `gid`: 'root', 'admin', 'member', undefined
   * for anyone else). The core asks it before it lists or shows a row carrying that id (submissions, test data,
   * statement files, tags of a group): undefined refuses. Absent, no row of that kind of id is shown.
   */
  role?(request: { id: number; user: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<'root' | 'admin' | 'member' | undefined>;
}

/** The problem contexts the enabled plugins registered (the site binds its extension point here). */
export const PROBLEM_CONTEXTS: ServiceIdentifier<ExtensionPoint<ProblemContext>> = Symbol.for('oj.ProblemContexts');

/** All extension points of the site (the core's and the ones plugins declare): a plugin reads its own points here. */
export const EXTENSION_POINTS: ServiceIdentifier<ExtensionPoints> = Symbol.for('oj.ExtensionPoints');

/**
 * Figures a plugin adds to the admin dashboard's `get-dashboard-info` (the contests plugin: the contests of
 * the last 14 days as `recentContest`). Each answers an object whose keys are merged into the answer.
 */
export interface DashboardFacts extends Extension {
  facts(request: { user: SessionUser; get: <T>(id: ServiceIdentifier<T>) => T }): Promise<Record<string, unknown>>;
}

/** The dashboard figures the enabled plugins registered. */
export const DASHBOARD_FACTS: ServiceIdentifier<ExtensionPoint<DashboardFacts>> = Symbol.for('oj.DashboardFacts');

/** A way to import problem packages (FPS, QDUOJ, Hydro, ...). */
export interface ProblemImporter extends Extension {
  labelKey: string;
}

/** What the background services' point needs of the site: its container, and where a failure is told. */
export interface CoreExtensionPointsOptions {
  get: ServiceGetter;
  onBackgroundError: (error: unknown, id: string) => void;
}

const noServices: CoreExtensionPointsOptions = {
  get: () => {
    throw new Error('this set of extension points has no container');
  },
  onBackgroundError: () => {},
};

/** The extension points the core owns; features read them, plugins fill them. */
export function coreExtensionPoints(options: CoreExtensionPointsOptions = noServices): ExtensionPoints {
  const points = new ExtensionPoints();
  points.define(new ExtensionPoint<SubmissionContext>('submissionContexts', 'submission', 'Rules for submissions made inside a contest, group or training.'));
  points.define(new ExtensionPoint<ProblemContext>('problemContexts', 'problem', 'Problems a contest, group or training opens to the users who may enter it.'));
  points.define(new ExtensionPoint<ProblemImporter>('problemImporters', 'problem', 'Problem package formats the admin can import.'));
  points.define(new ExtensionPoint<RemoteJudge>('remoteJudges', 'remote', 'Remote judges problems are mirrored from and submissions judged on (HDU, CF, POJ, GYM, AC, SPOJ, LIBRE).'));
  points.define(new ExtensionPoint<DashboardFacts>('dashboardFacts', 'site', "Figures plugins add to the admin dashboard (the contests of the last 14 days)."));
  points.define(new ExtensionPoint<SwitchFields>('switchFields', 'site', "Fields of the switch page a plugin answers for (the remote judges' account lists)."));
  points.define(new ExtensionPoint<RatingProvider>('ratingProvider', 'rank', 'Where the ratings on /user-home, the site ranks and the profile come from (the contests plugin).'));
  points.define(new BackgroundServicesPoint(options.get, options.onBackgroundError));
  return points;
}
