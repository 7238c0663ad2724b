import { Forbidden, inject, injectable, NotFound, pageRequest, RemoteProblemImportService, ValidationError, type Page, type ServiceGetter } from '@oj/core';
import { TRAINING_LIMITS, type Training, type TrainingCategory } from './training.model';
import { TrainingProblemRepository, type PublicProblemRow, type TrainingProblemRow } from './training-problem.repository';
import { TrainingRepository, type TrainingRow } from './training.repository';
import { categoryColorOf, trainingDraftOf } from './training.rules';

/**
 * Who acts, and on which trainings: `check` throws unless the actor may manage the training (the site's
 * admin: a site training they authored, any for the super admin; a group's admin: see group-training.service.ts).
 */
export interface TrainingActor {
  username: string;
  check(training: Training): Promise<void>;
}

/** The site admin's rule (HOJ's per-author rule): site trainings only; others' need 'manage OthersTraining' (root). */
export function siteActor(username: string, managesOthers: boolean): TrainingActor {
  return {
    username,
    async check(training) {
      // a group's trainings are managed in the group (/api/group/*training*), not in the site's admin
      if (training.gid !== null) throw new NotFound('training.notFound');
      if (!managesOthers && training.author !== username) throw new Forbidden('training.notAuthor');
    },
  };
}

/**
 * The admin's trainings (03 §2 Trainings, §7): list, form, status, per-training problems and categories.
 * HOJ's per-author rule: an admin or problem admin reads, changes, shows or hides and arranges only the
 * trainings they authored; the super admin (root) acts on all. The list still shows every training (as HOJ's).
 */
@injectable()
export class TrainingAdminService {
  constructor(
    @inject(TrainingRepository) private readonly trainings: TrainingRepository,
    @inject(TrainingProblemRepository) private readonly problems: TrainingProblemRepository,
    @inject(RemoteProblemImportService) private readonly importer: RemoteProblemImportService,
  ) {}

  list(input: { keyword?: string; currentPage?: number; limit?: number }): Promise<Page<TrainingRow>> {
    return this.trainings.list({ keyword: input.keyword?.trim() || undefined, gid: null }, pageRequest(input.currentPage, input.limit, TRAINING_LIMITS.adminPageSize));
  }

  /** The edit form: the training (password included) and its category. */
  async get(tid: number, actor: TrainingActor): Promise<{ training: Training; trainingCategory: TrainingCategory | null }> {
    const training = await this.managed(tid, actor);
    const trainingCategory = training.categoryId === null ? null : ((await this.trainings.findCategory(training.categoryId, training.gid)) ?? null);
    return { training, trainingCategory };
  }

  async create(body: { training: Record<string, unknown>; trainingCategory?: Record<string, unknown> }, author: string): Promise<Training> {
    const draft = trainingDraftOf(body.training, body.trainingCategory);
    await this.category(draft.categoryId as number);
    return this.trainings.create(draft, author);
  }

  async update(body: { training: Record<string, unknown>; trainingCategory?: Record<string, unknown> }, actor: TrainingActor): Promise<void> {
    const tid = Number(body.training.id);
    if (!Number.isSafeInteger(tid) || tid < 1) throw new NotFound('training.notFound');
    const training = await this.managed(tid, actor);
    const draft = trainingDraftOf(body.training, body.trainingCategory);
    await this.category(draft.categoryId as number, training.gid);
    await this.trainings.update(tid, draft);
  }

  /** Deletes a training (the route's ability says who: the super admin on the site's, the group's rule on a group's). */
  async delete(tid: number, actor: TrainingActor): Promise<void> {
    await this.managed(tid, actor);
    if (!(await this.trainings.delete(tid))) throw new NotFound('training.notFound');
  }

  async changeStatus(tid: number, status: boolean, actor: TrainingActor): Promise<void> {
    await this.managed(tid, actor);
    if (!(await this.trainings.setStatus(tid, status))) throw new NotFound('training.notFound');
  }

  /**
   * The per-training problem dialog: with queryExisted the training's problems (problemList) and the
   * links by pid (trainingProblemMap, for rank and display id); without it the public problems that can
   * still be added (keyword: display id or title).
   */
  async problemList(input: { tid: number; keyword?: string; queryExisted?: boolean; currentPage?: number; limit?: number }, actor: TrainingActor): Promise<{ problemList: Page<TrainingProblemRow | PublicProblemRow>; trainingProblemMap: Record<number, TrainingProblemRow> }> {
    await this.managed(input.tid, actor);
    const page = pageRequest(input.currentPage, input.limit, TRAINING_LIMITS.adminPageSize);
    if (!input.queryExisted) return { problemList: await this.problems.publicNotIn(input.tid, input.keyword?.trim() || undefined, page), trainingProblemMap: {} };
    const keyword = input.keyword?.trim().toLowerCase();
    const all = (await this.problems.problems(input.tid)).filter((p) => !keyword || p.title.toLowerCase().includes(keyword) || p.problemId.toLowerCase().includes(keyword));
    const start = (page.currentPage - 1) * page.limit;
    return {
      problemList: { records: all.slice(start, start + page.limit), total: all.length, current: page.currentPage, size: page.limit },
      trainingProblemMap: Object.fromEntries(all.map((p) => [p.pid, p])),
    };
  }

  async addFromPublic(tid: number, pid: number, displayId: string | undefined, actor: TrainingActor): Promise<void> {
    await this.managed(tid, actor);
    const problem = await this.problems.publicProblem(pid);
    if (!problem) throw new NotFound('training.problemNotFound');
    await this.addProblem(tid, pid, displayId?.trim() || null);
  }

  /** 03 §6: a group training adds a problem of its own group by its display id (problemId); other groups' problems can only be removed. */
  async addFromGroup(tid: number, problemId: string, actor: TrainingActor): Promise<void> {
    const training = await this.managed(tid, actor);
    const problem = training.gid === null ? undefined : await this.problems.groupProblem(training.gid, problemId.trim());
    if (!problem) throw new NotFound('training.groupProblemNotFound');
    await this.addProblem(tid, problem.pid, problem.problemId);
  }

  private async addProblem(tid: number, pid: number, displayId: string | null): Promise<void> {
    if (!(await this.problems.add(tid, pid, displayId))) throw new ValidationError('training.problemExists');
    await this.trainings.touch(tid);
  }

  /**
   * HOJ's import of a remote judge's problem: one the bank already mirrors ('<OJ>-<id>') is added under
   * that display id; one it does not is mirrored first by the core's remote problem import (which needs
   * that judge enabled: its 'not enabled' answer otherwise).
   */
  async importRemote(tid: number, name: string, problemId: string, actor: TrainingActor, get: ServiceGetter): Promise<void> {
    await this.managed(tid, actor);
    const mirrored = await this.problems.remoteProblem(`${name}-${problemId}`);
    const problem = mirrored ? { pid: mirrored.pid, problemId: mirrored.problemId } : await this.importer.findOrImport(name, problemId, actor.username, get).then((p) => ({ pid: p.id, problemId: p.problemId }));
    if (!(await this.problems.add(tid, problem.pid, problem.problemId))) throw new ValidationError('training.problemExists');
    await this.trainings.touch(tid);
  }

  async updateProblem(tid: number, pid: number, rank: number, displayId: string | undefined, actor: TrainingActor): Promise<void> {
    await this.managed(tid, actor);
    if (!(await this.problems.update(tid, pid, rank, displayId?.trim() || null))) throw new NotFound('training.problemNotInTraining');
  }

  async removeProblem(tid: number, pid: number, actor: TrainingActor): Promise<void> {
    await this.managed(tid, actor);
    if (!(await this.problems.remove(tid, pid))) throw new NotFound('training.problemNotInTraining');
    await this.trainings.touch(tid);
  }

  async createCategory(name: string, color: string | undefined): Promise<TrainingCategory> {
    return this.trainings.createCategory(this.categoryName(name), categoryColorOf(color));
  }

  async updateCategory(id: number | undefined, name: string, color: string | undefined): Promise<void> {
    if (id === undefined || !(await this.trainings.updateCategory(id, this.categoryName(name), categoryColorOf(color)))) throw new NotFound('training.categoryNotFound');
  }

  async deleteCategory(id: number): Promise<void> {
    if (!(await this.trainings.deleteCategory(id))) throw new NotFound('training.categoryNotFound');
  }

  private categoryName(name: string): string {
    if (!name.trim()) throw new ValidationError('training.fieldRequired', { field: 'name' });
    return name.trim();
  }

  private async category(id: number, gid: number | null = null): Promise<TrainingCategory> {
    const category = await this.trainings.findCategory(id, gid);
    if (!category) throw new ValidationError('training.categoryNotFound');
    return category;
  }

  /** The training, when the actor may manage it (the actor's check: 404 or 403 otherwise, HOJ's words). */
  async managed(tid: number, actor: TrainingActor): Promise<Training> {
    const training = await this.found(tid);
    await actor.check(training);
    return training;
  }

  private async found(tid: number): Promise<Training> {
    const training = await this.trainings.find(tid);
    if (!training) throw new NotFound('training.notFound');
    return training;
  }
}
