import { inject, injectable, pageRequest, PluginSettings, sameSecret, SecretCheckLimiter, ValidationError, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import { TrainingAccess } from './training-access';
import { TRAINING_LIMITS, TrainingAuth, type TrainingAuthName, type TrainingCategory } from './training.model';
import { TrainingProblemRepository } from './training-problem.repository';
import { TrainingRepository, type TrainingRow } from './training.repository';
import { trainingSettingsOf } from './training.settings';

/** 01 §3: a problem never tried reads Not Submitted. */
const NOT_SUBMITTED = -10;
/** The kind of secret a private training's password is, for SecretCheckLimiter. */
const TRAINING_PASSWORD = 'training-password';

export interface TrainingListInput {
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuthName;
  currentPage?: number;
  limit?: number;
}

/** A public list row: the list's columns, with the user's progress when signed in. */
export type PublicTrainingRow = Omit<TrainingRow, 'status'> & { acCount?: number };

/** What users read of trainings (02 §2 /training, §3 details, problems; §7 training calls). */
@injectable()
export class TrainingService {
  constructor(
    @inject(TrainingRepository) private readonly trainings: TrainingRepository,
    @inject(TrainingProblemRepository) private readonly problems: TrainingProblemRepository,
    @inject(TrainingAccess) private readonly access: TrainingAccess,
    @inject(PluginSettings) private readonly settings: PluginSettings,
    @inject(SecretCheckLimiter) private readonly secrets: SecretCheckLimiter,
  ) {}

  /** The site's categories; with a gid (the caller checked the user's role) also the group's own. */
  categories(gid: number | null = null): Promise<TrainingCategory[]> {
    return this.trainings.categories(gid);
  }

  /**
   * The visible trainings: the site's (/training; group trainings are listed in their group's tab only), or,
   * with a gid, that group's (the caller checked the user's role in it; 03 §9: 10 a page).
   */
  async list(input: TrainingListInput, user: SessionUser | undefined, gid: number | null = null): Promise<Page<PublicTrainingRow>> {
    const page = await this.trainings.list(
      { keyword: input.keyword?.trim() || undefined, categoryId: input.categoryId, auth: input.auth, visibleOnly: true, gid },
      pageRequest(input.currentPage, input.limit, gid === null ? trainingSettingsOf(this.settings).listPageSize : TRAINING_LIMITS.groupPageSize),
    );
    const acCounts = user ? await this.problems.acCounts(page.records.map((r) => r.id), user.uid) : undefined;
    const records = page.records.map(({ status: _status, ...row }) => (acCounts ? { ...row, acCount: acCounts.get(row.id) ?? 0 } : row));
    return { ...page, records };
  }

  /** Details for the training page; the password form shows when a private training is not open to the user yet. */
  async detail(tid: number, user: SessionUser, get: ServiceGetter) {
    const training = await this.access.visible(tid, user, get);
    const category = training.categoryId === null ? undefined : await this.trainings.findCategory(training.categoryId, training.gid);
    const pids = await this.problems.pids(tid);
    const acCount = (await this.problems.acCounts([tid], user.uid)).get(tid) ?? 0;
    const { privatePwd: _pwd, ...shown } = training;
    return { ...shown, categoryName: category?.name ?? null, categoryColor: category?.color ?? null, problemCount: pids.length, acCount };
  }

  /** `get-training-access`: whether the user may enter (a private training: registered, or its admin). */
  async accessOf(tid: number, user: SessionUser, get: ServiceGetter): Promise<{ access: boolean }> {
    return { access: await this.access.mayEnter(await this.access.seen(tid, user, get), user) };
  }

  /** Registers for a private training with its password; wrong tries are limited per user and per address (SecretCheckLimiter). */
  async register(tid: number, password: string | undefined, user: SessionUser, ip: string, get: ServiceGetter): Promise<void> {
    if (!password) throw new ValidationError('training.passwordRequired');
    const training = await this.access.visible(tid, user, get);
    if (training.auth !== TrainingAuth.PRIVATE) throw new ValidationError('training.notPrivate');
    if (await this.trainings.isRegistered(tid, user.uid)) throw new ValidationError('training.alreadyRegistered');
    const attempt = { kind: TRAINING_PASSWORD, subjectId: tid, uid: user.uid, ip };
    if (!(await this.secrets.attempt(attempt, () => sameSecret(training.privatePwd ?? '', password)))) throw new ValidationError('training.passwordWrong');
    await this.trainings.register(tid, user.uid);
  }

  /** The problems in the training's order with tags, counts and the user's status inside the training. */
  async problemList(tid: number, user: SessionUser | undefined, get: ServiceGetter) {
    const { training } = await this.access.enter(tid, user, get);
    const rows = await this.problems.problems(training.id);
    const [tags, statuses] = await Promise.all([this.problems.tagsOf(rows.map((r) => r.pid)), this.problems.statusesOf(training.id, (user as SessionUser).uid)]);
    return rows.map((r) => ({
      pid: r.pid, problemId: r.problemId, displayId: r.displayId ?? r.problemId, title: r.title, difficulty: r.difficulty, rank: r.rank,
      tags: tags.get(r.pid) ?? [], ac: r.ac, total: r.total, myStatus: statuses.get(r.pid) ?? NOT_SUBMITTED,
    }));
  }

  /** The problems a user who may enter the training opens through it (problem and submission contexts). */
  async problemIds(tid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<number[]> {
    const { training } = await this.access.enter(tid, user, get);
    return this.problems.pids(training.id);
  }
}
