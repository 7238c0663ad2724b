import { EXTENSION_POINTS, type Extension, type ExtensionPoint, type PluginExtensionPointSpec, type ServiceGetter, type SessionUser } from '@oj/core';

/** The extension points the trainings plugin owns (issue 22), filled by other plugins by name. */
export const TRAINING_POINTS = {
  gidScope: 'trainings.gidScope',
} as const;

/** A user's role in a group (the contract's one rule): group root (owner or site super admin), group admin, member. */
export type GroupRole = 'root' | 'admin' | 'member';

/**
 * Trainings of a group (`gid` set): the groups plugin answers the user's role in the group. A defined role
 * sees the group's trainings; 'admin' and 'root' manage them (root any, an admin their own). Without a
 * filler every gid training is invisible and every /api/group/*training* call answers 404.
 */
export interface TrainingGidScope extends Extension {
  role(request: { gid: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<GroupRole | undefined>;
}

export const trainingExtensionPointSpecs: PluginExtensionPointSpec[] = [
  { name: TRAINING_POINTS.gidScope, description: "A user's role in a group (root, admin, member), which opens and manages the group's trainings (the groups plugin)." },
];

const RANK: Record<GroupRole, number> = { member: 1, admin: 2, root: 3 };

function scopesOf(get: ServiceGetter): TrainingGidScope[] {
  try {
    return (get(EXTENSION_POINTS).get(TRAINING_POINTS.gidScope) as unknown as ExtensionPoint<TrainingGidScope> | undefined)?.list() ?? [];
  } catch {
    return [];
  }
}

/** Whether the site has groups at all (a filler of `trainings.gidScope`). */
export const hasGroupScope = (get: ServiceGetter): boolean => scopesOf(get).length > 0;

/** The user's role in the group by the fillers of `trainings.gidScope` (the highest any answers); undefined without one. */
export async function groupRoleOf(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupRole | undefined> {
  let best: GroupRole | undefined;
  for (const scope of scopesOf(get)) {
    const role = await scope.role({ gid, user, get });
    if (role && (!best || RANK[role] > RANK[best])) best = role;
  }
  return best;
}

/** Group admins ('admin', 'root') create the group's trainings and open its admin list. */
export const isGroupAdmin = (role: GroupRole | undefined): boolean => role === 'admin' || role === 'root';
