import { ExtensionPoint, ExtensionPoints, type Extension } from './extension-point';

/** Decides, for a submission made inside a plugin's context (contest, group, training), whether it is allowed and what follows. */
export interface SubmissionContext extends Extension {
  /** Which id of the submission row names this context: `cid`, `gid` or `tid`. */
  field: 'cid' | 'gid' | 'tid';
}

/** A way to import problem packages (FPS, QDUOJ, Hydro, ...). */
export interface ProblemImporter extends Extension {
  labelKey: string;
}

/** A remote judge a problem can be mirrored from (HDU, CF, ...). */
export interface RemoteJudge extends Extension {
  name: string;
}

/** The extension points the core owns; features read them, plugins fill them. */
export function coreExtensionPoints(): ExtensionPoints {
  const points = new ExtensionPoints();
  points.define(new ExtensionPoint<SubmissionContext>('submissionContexts', 'submission', 'Rules for submissions made inside a contest, group or training.'));
  points.define(new ExtensionPoint<ProblemImporter>('problemImporters', 'problem', 'Problem package formats the admin can import.'));
  points.define(new ExtensionPoint<RemoteJudge>('remoteJudges', 'problem', 'Remote judges problems can be mirrored from.'));
  return points;
}
