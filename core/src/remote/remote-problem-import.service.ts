import { inject, injectable } from 'inversify';
import { LANGUAGE_REPOSITORY, type LanguageRepository } from '../language/language.repository';
import type { ExtensionPoint } from '../plugin/extension-point';
import { REMOTE_JUDGE_KEYS } from '../problem/problem-oj';
import { PROBLEM_LIMITS, ProblemAuth, ProblemType, type Problem, type ProblemDraft } from '../problem/problem.model';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { TAG_DEFAULT_COLOR } from '../problem/tag.model';
import { TAG_REPOSITORY, type TagRepository } from '../problem/tag.repository';
import { Conflict, ValidationError } from '../shared/errors';
import type { ServiceGetter } from '../plugin/background-services';
import { REMOTE_JUDGES, type RemoteJudge, type RemoteProblem } from './remote-judge';

/** Stack limit of a mirrored problem (MB): the remote judge decides, the bank's column needs a value. */
const REMOTE_STACK_LIMIT_MB = 128;

/** What `preview` shows before an import: the display id, the bank's problem of that id if any, the problem as read. */
export interface RemoteProblemPreview {
  problemId: string;
  /** The bank's problem with this display id (already mirrored), else null. */
  existingPid: number | null;
  problem: RemoteProblem;
}

/**
 * The admin's import of a remote judge's problem (03: `import-remote-oj-problem`, by judge name and the
 * remote id; the trainings and contests variants call it too): reads the problem through the judge's
 * extension, then mirrors it into the bank as `<KEY>-<id>` (01 §9: `CF-1000A`, `HDU-1000`), public,
 * ACM, `isRemote`, with the judge's enabled languages and its tags, without test data. A judge that is
 * not registered or not enabled is refused with the spec's key named.
 */
@injectable()
export class RemoteProblemImportService {
  constructor(
    @inject(REMOTE_JUDGES) private readonly judges: ExtensionPoint<RemoteJudge>,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(TAG_REPOSITORY) private readonly tags: TagRepository,
    @inject(LANGUAGE_REPOSITORY) private readonly languages: LanguageRepository,
  ) {}

  /** Reads the problem without storing anything. */
  async preview(name: string, problemId: string, get: ServiceGetter): Promise<RemoteProblemPreview> {
    const { judge, remoteId, displayId } = await this.resolve(name, problemId, get);
    const problem = await judge.fetchProblem(remoteId, get);
    const existing = await this.problems.findByProblemId(displayId);
    return { problemId: displayId, existingPid: existing?.id ?? null, problem };
  }

  /** Mirrors the problem into the bank; 409 when the bank has it already. */
  async import(name: string, problemId: string, author: string, get: ServiceGetter): Promise<Problem> {
    const { judge, remoteId, displayId } = await this.resolve(name, problemId, get);
    if (await this.problems.findByProblemId(displayId)) throw new Conflict('remote.problemExists', { problemId: displayId });
    return this.store(judge, displayId, await judge.fetchProblem(remoteId, get), author);
  }

  /** The bank's mirror of the problem, imported first when there is none (a training's or contest's import). */
  async findOrImport(name: string, problemId: string, author: string, get: ServiceGetter): Promise<Problem> {
    const { judge, remoteId, displayId } = await this.resolve(name, problemId, get);
    const existing = await this.problems.findByProblemId(displayId);
    if (existing) return existing;
    return this.store(judge, displayId, await judge.fetchProblem(remoteId, get), author);
  }

  private async resolve(name: string, problemId: string, get: ServiceGetter): Promise<{ judge: RemoteJudge; remoteId: string; displayId: string }> {
    const key = name.trim().toUpperCase();
    if (!(REMOTE_JUDGE_KEYS as readonly string[]).includes(key)) {
      throw new ValidationError('remote.unknownJudge', { name, keys: REMOTE_JUDGE_KEYS.join(', ') }, [{ field: 'name', key: 'remote.unknownJudge' }]);
    }
    const judge = this.judges.get(key);
    if (!judge || !(await judge.state(get)).enabled) throw new ValidationError('remote.judgeUnavailable', { name: key }, [{ field: 'name', key: 'remote.judgeUnavailable' }]);
    const remoteId = judge.normalizeProblemId(problemId);
    return { judge, remoteId, displayId: `${key}-${remoteId}` };
  }

  private async store(judge: RemoteJudge, displayId: string, remote: RemoteProblem, author: string): Promise<Problem> {
    const draft: ProblemDraft = {
      fields: {
        problemId: displayId,
        title: remote.title.slice(0, PROBLEM_LIMITS.titleMax),
        author,
        type: ProblemType.ACM,
        judgeMode: 'default',
        judgeCaseMode: 'default',
        timeLimit: Math.min(remote.timeLimit, PROBLEM_LIMITS.timeLimitMax),
        memoryLimit: Math.min(remote.memoryLimit, PROBLEM_LIMITS.memoryLimitMax),
        stackLimit: REMOTE_STACK_LIMIT_MB,
        description: remote.description,
        input: remote.input,
        output: remote.output,
        examples: remote.examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('\n'),
        hint: remote.hint,
        // the adapters turn every judge's statement into markdown (images and links absolute, formulas as $…$)
        statementFormat: 'markdown',
        // the link first: the problem page shows a remote problem's origin from it
        source: `[${displayId}](${remote.url})${remote.source ? ` ${remote.source}` : ''}`,
        difficulty: 0,
        auth: ProblemAuth.PUBLIC,
        ioScore: 100,
        codeShare: true,
        spjCode: null,
        spjLanguage: null,
        userExtraFile: null,
        judgeExtraFile: null,
        videoExtraFile: null,
        isRemoveEndBlank: true,
        openCaseResult: false,
        isUploadCase: false,
        isRemote: true,
        remoteOj: judge.id,
        isGroup: false,
        gid: null,
        applyPublicProgress: null,
        isFileIO: false,
        ioReadFileName: null,
        ioWriteFileName: null,
      },
      tagIds: await this.tagIds(judge.id, remote.tags),
      languageIds: (await this.languages.list({ enabledOnly: true, oj: judge.id })).map((l) => l.id),
      codeTemplates: [],
      cases: [],
      caseVersion: null,
      spjCompileOk: false,
      // the remote judge checks answers: no checker of ours to compile first
      publishOnCompile: false,
      modifiedUser: author,
    };
    try {
      return await this.problems.create(draft);
    } catch (error) {
      // imported meanwhile by another request: the unique display id refused the second
      if (await this.problems.findByProblemId(displayId)) throw new Conflict('remote.problemExists', { problemId: displayId });
      throw error;
    }
  }

  /** The judge's tags, created under its key (01 §3: a tag's oj) when the bank has none of that name. */
  private async tagIds(oj: string, names: readonly string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of [...new Set(names.map((n) => n.trim()).filter(Boolean))]) {
      const tag =
        (await this.tags.findByName(name, oj, null)) ??
        (await this.tags.create({ name, color: TAG_DEFAULT_COLOR, oj, gid: null, tcid: null }).catch(async (error: unknown) => {
          const again = await this.tags.findByName(name, oj, null);
          if (!again) throw error;
          return again;
        }));
      ids.push(tag.id);
    }
    return ids;
  }
}
