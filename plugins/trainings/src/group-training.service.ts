import { Forbidden, inject, injectable, NotFound, pageRequest, ValidationError, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import { isGroupTrainingAdmin } from './training-access';
import { TrainingAdminService, type TrainingActor } from './training-admin.service';
import { groupRoleOf, isGroupAdmin, type GroupRole } from './training-extension-points';
import { TRAINING_LIMITS, type Training, type TrainingCategory } from './training.model';
import { TrainingRepository, type TrainingRow } from './training.repository';
import { categoryColorOf, trainingDraftOf } from './training.rules';
import { TrainingService, type PublicTrainingRow } from './training.service';

type SaveBody = { training: Record<string, unknown>; trainingCategory?: Record<string, unknown> };

/**
 * A group's trainings (03 §2 Training tab, §6; the /api/group/*training* calls). Who may do what comes from
 * the user's role in the group (`trainings.gidScope`): members list the visible ones; group admins and the
 * group root create and list them all; the root edits, hides, arranges and deletes any, an admin their own
 * (author). No role (a guest, an outsider, an applicant, a site admin who is no member, no filler): 404.
 */
@injectable()
export class GroupTrainingService {
  constructor(
    @inject(TrainingRepository) private readonly trainings: TrainingRepository,
    @inject(TrainingService) private readonly reading: TrainingService,
    @inject(TrainingAdminService) private readonly admin: TrainingAdminService,
  ) {}

  /** The group tab: its visible trainings by rank with the user's progress (acCount), 10 a page. */
  async list(gid: number, input: { currentPage?: number; limit?: number }, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<PublicTrainingRow>> {
    await this.roleIn(gid, user, get);
    return this.reading.list(input, user, gid);
  }

  /** Training Admin: every training of the group, hidden ones too (group admins). */
  async adminList(gid: number, input: { currentPage?: number; limit?: number }, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<TrainingRow>> {
    await this.adminRoleIn(gid, user, get);
    return this.trainings.list({ gid }, pageRequest(input.currentPage, input.limit, TRAINING_LIMITS.groupPageSize));
  }

  /** The categories a training of the group may take: the site's and the group's own (members). */
  async categories(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<TrainingCategory[]> {
    await this.roleIn(gid, user, get);
    return this.trainings.categories(gid);
  }

  /** Creates a training in the group (training.gid): the training form's rules (03 §5), by a group admin. */
  async create(body: SaveBody, user: SessionUser, get: ServiceGetter): Promise<Training> {
    const gid = Number(body.training.gid);
    if (!Number.isSafeInteger(gid) || gid < 1) throw new NotFound('training.groupNotFound');
    await this.adminRoleIn(gid, user, get);
    const draft = trainingDraftOf(body.training, { id: await this.categoryId(gid, body, true) });
    return this.trainings.create({ ...draft, categoryId: (await this.categoryId(gid, body, false)) ?? draft.categoryId }, user.username, gid);
  }

  async update(body: SaveBody, user: SessionUser, get: ServiceGetter): Promise<void> {
    const tid = Number(body.training.id);
    if (!Number.isSafeInteger(tid) || tid < 1) throw new NotFound('training.notFound');
    const training = await this.admin.managed(tid, this.actor(user, get));
    const gid = training.gid as number;
    const draft = trainingDraftOf(body.training, { id: await this.categoryId(gid, body, true) });
    await this.trainings.update(tid, { ...draft, categoryId: (await this.categoryId(gid, body, false)) ?? draft.categoryId });
  }

  /** Who manages a group training: a role in its group ('admin' its own, 'root' any); 404 without a role, 403 otherwise. */
  actor(user: SessionUser, get: ServiceGetter): TrainingActor {
    return {
      username: user.username,
      async check(training) {
        const role = training.gid === null ? undefined : await groupRoleOf(training.gid, user, get);
        if (!role) throw new NotFound('training.notFound');
        if (!isGroupTrainingAdmin(training, role, user)) throw new Forbidden('training.notAuthor');
      },
    };
  }

  private async roleIn(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupRole> {
    const role = await groupRoleOf(gid, user, get);
    if (!role) throw new NotFound('training.groupNotFound');
    return role;
  }

  private async adminRoleIn(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupRole> {
    const role = await this.roleIn(gid, user, get);
    if (!isGroupAdmin(role)) throw new Forbidden('training.notAuthor');
    return role;
  }

  /**
   * The form's category: one of the site's or of this group's by id, or (no id, a name) a new category of
   * the group. `dryRun` answers a stand-in id so the form is checked before anything is created.
   */
  private async categoryId(gid: number, body: SaveBody, dryRun: boolean): Promise<number | undefined> {
    const given = body.trainingCategory ?? {};
    const id = Number(given.id ?? body.training.categoryId);
    if (Number.isSafeInteger(id) && id > 0) {
      if (!dryRun && !(await this.trainings.findCategory(id, gid))) throw new ValidationError('training.categoryNotFound');
      return id;
    }
    const name = typeof given.name === 'string' ? given.name.trim() : '';
    if (!name) return undefined;
    if (name.length > TRAINING_LIMITS.categoryNameMax) throw new ValidationError('training.fieldTooLong', { field: 'category', max: TRAINING_LIMITS.categoryNameMax });
    const color = categoryColorOf(typeof given.color === 'string' ? given.color : undefined);
    if (dryRun) return 1;
    return (await this.trainings.createCategory(name, color, gid)).id;
  }
}
