import { inject, injectable, Forbidden, NotFound, Unauthorized, type ServiceGetter, type SessionUser } from '@oj/core';
import { groupRoleOf, hasGroupScope, isGroupAdmin, type GroupRole } from './training-extension-points';
import { isTrainingAdmin, TrainingAuth, type Training } from './training.model';
import { TrainingRepository } from './training.repository';

/** Admins, problem admins and the super admin manage every training (the plugin's trainings.manage rule, root by the core's) and see hidden ones. */
export const managesTrainings = (user: SessionUser | undefined): boolean => Boolean(user && user.roles.some((r) => r === 'root' || r === 'admin' || r === 'problem_admin'));

const isSuperAdmin = (user: SessionUser | undefined): boolean => Boolean(user?.roles.includes('root'));

/** A group training's admin (03 §6): the group root, or a group admin who authored it. */
export const isGroupTrainingAdmin = (training: Pick<Training, 'author'>, role: GroupRole | undefined, user: SessionUser | undefined): boolean =>
  role === 'root' || (role === 'admin' && user?.username === training.author);

/** A training the user may see, and whether they are its admin (see it hidden, enter it without the password, read real names in its rank). */
export interface SeenTraining {
  training: Training;
  admin: boolean;
}

/**
 * Who may see and enter a training. Everyone sees a visible site training in the list and its details; a
 * hidden one only its managers. A group training (gid) only users with a role in the group (the
 * `trainings.gidScope` point: members, group admins, group root; nobody without a filler), a hidden one only
 * the group's admins. Problems, rank and submissions need a signed-in user and, for a private training, its
 * admin or a registration made with the password.
 */
@injectable()
export class TrainingAccess {
  constructor(@inject(TrainingRepository) private readonly trainings: TrainingRepository) {}

  async seen(id: number, user: SessionUser | undefined, get: ServiceGetter): Promise<SeenTraining> {
    const training = await this.trainings.find(id);
    if (!training) throw new NotFound('training.notFound');
    if (training.gid === null) {
      if (!training.status && !managesTrainings(user) && !isTrainingAdmin(training, user)) throw new NotFound('training.notFound');
      return { training, admin: isTrainingAdmin(training, user) };
    }
    const role = await groupRoleOf(training.gid, user, get);
    // a disbanded group's trainings keep their gid: the super admin still sees them (while the site has groups)
    if (!role && isSuperAdmin(user) && hasGroupScope(get)) return { training, admin: true };
    if (!role || (!training.status && !isGroupAdmin(role))) throw new NotFound('training.notFound');
    return { training, admin: isGroupTrainingAdmin(training, role, user) };
  }

  async visible(id: number, user: SessionUser | undefined, get: ServiceGetter): Promise<Training> {
    return (await this.seen(id, user, get)).training;
  }

  /** Whether the user may open the training's problems (registration is what a private training checks). */
  async mayEnter(seen: SeenTraining, user: SessionUser): Promise<boolean> {
    if (seen.training.auth !== TrainingAuth.PRIVATE || seen.admin) return true;
    return this.trainings.isRegistered(seen.training.id, user.uid);
  }

  async enter(id: number, user: SessionUser | undefined, get: ServiceGetter): Promise<SeenTraining> {
    if (!user) throw new Unauthorized('training.loginFirst');
    const seen = await this.seen(id, user, get);
    if (!(await this.mayEnter(seen, user))) throw new Forbidden('training.privateRegisterFirst');
    return seen;
  }
}
