import { inject, injectable, Forbidden, NotFound, Unauthorized, type SessionUser } from '@oj/core';
import { isTrainingAdmin, TrainingAuth, type Training } from './training.model';
import { TrainingRepository } from './training.repository';

/** Admins, problem admins and the super admin manage every training (the plugin's trainings.manage rule, root by the core's) and see hidden ones. */
export const managesTrainings = (user: SessionUser | undefined): boolean => Boolean(user && user.roles.some((r) => r === 'root' || r === 'admin' || r === 'problem_admin'));

/**
 * Who may see and enter a training. Everyone sees a visible one in the list and its details; a hidden
 * one (status off) only its managers. Its problems, rank and submissions need a signed-in user and, for
 * a private training, its admin (author, super admin) or a registration made with the password.
 */
@injectable()
export class TrainingAccess {
  constructor(@inject(TrainingRepository) private readonly trainings: TrainingRepository) {}

  async visible(id: number, user: SessionUser | undefined): Promise<Training> {
    const training = await this.trainings.find(id);
    if (!training || (!training.status && !managesTrainings(user) && !isTrainingAdmin(training, user))) throw new NotFound('training.notFound');
    return training;
  }

  /** Whether the user may open the training's problems (registration is what a private training checks). */
  async mayEnter(training: Training, user: SessionUser): Promise<boolean> {
    if (training.auth !== TrainingAuth.PRIVATE || isTrainingAdmin(training, user)) return true;
    return this.trainings.isRegistered(training.id, user.uid);
  }

  async enter(id: number, user: SessionUser | undefined): Promise<Training> {
    if (!user) throw new Unauthorized('training.loginFirst');
    const training = await this.visible(id, user);
    if (!(await this.mayEnter(training, user))) throw new Forbidden('training.privateRegisterFirst');
    return training;
  }
}
