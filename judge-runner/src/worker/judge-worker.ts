import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  JUDGE_PRIORITY,
  JUDGE_PROTOCOL_VERSION,
  JudgeStatus,
  MalformedJudgeMessage,
  UnsupportedProtocolVersion,
  parseJudgeTask,
  type Consumer,
  type JudgeEvent,
  type JudgePriorityClass,
  type JudgeQueue,
  type JudgeTask,
  type TaskDelivery,
} from '@oj/core';
import type { CaseOutcome } from '../judge/case-modes';
import { ProgramCompileError } from '../judge/program-cache';
import { LanguageUnavailable } from '../languages/language-registry';
import type { LocalJudge } from '../local-judge';
import { TestDataCorrupt } from '../test-data/disk-cache';
import { TestDataUnavailable, type TestDataSource } from '../test-data/test-data-source';
import { requestForTask } from './task-request';

export interface WorkerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A task in hand that no slot has started yet. */
interface WaitingTask {
  delivery: TaskDelivery;
  /** Its queue priority (JUDGE_PRIORITY of its class). */
  priority: number;
  /** Arrival order, the tie-break within a priority. */
  seq: number;
}

/**
 * How long a judging runs before, at its next case boundary, it lets a waiting task of at least its
 * priority take the slot. Long enough that ordinary judgings (a few hundred ms in all) never stop; short
 * next to a case's wall limit, so a program that only waits holds others up by about one case at most.
 */
export const JUDGING_SLICE_MS = 500;
/** Judgings stacked on one slot at most (each waits, suspended, for the one above it to finish). */
const MAX_STACKED_JUDGINGS = 3;

/** A task's queue priority; one from an older site, without a class, counts as practice. */
function priorityOf(task: JudgeTask): number {
  const known = task.priority !== undefined && Object.hasOwn(JUDGE_PRIORITY, task.priority);
  return JUDGE_PRIORITY[known ? (task.priority as JudgePriorityClass) : 'practice'];
}

/**
 * Takes `JudgeTask`s from the queue and judges each in a slot (its own uid and work folder), streaming the
 * events back: compiling, judging, one per case, done. A task whose data cannot be fetched goes back to
 * the queue; a malformed one is dead-lettered; the verdict is published before the task is acknowledged
 * (at least once).
 *
 * Fair judging (docs/judge.md): besides one task per slot, the worker holds a few more through a standby
 * consumer, which the queue serves only while every runner's slots are full. At a case boundary, a
 * judging that has run for JUDGING_SLICE_MS lets the best waiting task of at least its priority run on
 * its slot to the end, then goes on: one user's long judging (ten sleeping cases) no longer holds another
 * user's A+B for its whole length.
 */
export class JudgeWorker {
  private readonly consumers: Consumer[] = [];
  private readonly free: LocalJudge[];
  private readonly waiting: WaitingTask[] = [];
  private readonly running = new Set<Promise<void>>();
  private arrivals = 0;

  constructor(
    private readonly options: { name: string; queue: JudgeQueue; slots: LocalJudge[]; testData: TestDataSource; logger: WorkerLogger },
  ) {
    this.free = [...options.slots];
  }

  get slots(): number {
    return this.options.slots.length;
  }

  get busy(): number {
    return this.options.slots.length - this.free.length;
  }

  async start(): Promise<void> {
    const take = (delivery: TaskDelivery) => this.take(delivery);
    this.consumers.push(await this.options.queue.consumeTasks(take, { prefetch: this.slots }));
    this.consumers.push(await this.options.queue.consumeTasks(take, { prefetch: this.slots, standby: true }));
  }

  /** Stops taking tasks and waits for the ones being judged; those not started go back to the queue with the consumers. */
  async stop(): Promise<void> {
    await Promise.all(this.consumers.splice(0).map((c) => c.cancel()));
    this.waiting.length = 0;
    await Promise.allSettled([...this.running]);
  }

  private take(delivery: TaskDelivery): Promise<void> {
    const slot = this.free.pop();
    if (slot) return this.occupy(slot, delivery);
    this.waiting.push({ delivery, priority: priorityOf(delivery.task), seq: this.arrivals++ });
    return Promise.resolve();
  }

  /** Judges on `slot`, then the best waiting task there, until none waits; then the slot is free. */
  private occupy(slot: LocalJudge, first: TaskDelivery): Promise<void> {
    const work = (async () => {
      for (let delivery: TaskDelivery | undefined = first; delivery; delivery = this.nextWaiting(0)?.delivery) await this.judge(delivery, slot, 1);
      this.free.push(slot);
    })().finally(() => this.running.delete(work));
    this.running.add(work);
    return work;
  }

  /** The best waiting task of at least `priority` (highest priority, then oldest), taken off the list. */
  private nextWaiting(priority: number): WaitingTask | undefined {
    let best: WaitingTask | undefined;
    for (const w of this.waiting) if (w.priority >= priority && (!best || w.priority > best.priority || (w.priority === best.priority && w.seq < best.seq))) best = w;
    if (best) this.waiting.splice(this.waiting.indexOf(best), 1);
    return best;
  }

  /** A judging's case boundary: after its slice, a waiting task of at least its priority is judged here first. */
  private turnTaker(task: JudgeTask, slot: LocalJudge, depth: number): () => Promise<void> {
    let sliceStart = Date.now();
    return async () => {
      if (Date.now() - sliceStart < JUDGING_SLICE_MS || depth >= MAX_STACKED_JUDGINGS) return;
      const other = this.nextWaiting(priorityOf(task));
      if (!other) return;
      this.options.logger.info({ taskId: task.taskId, for: other.delivery.task.taskId }, 'judging paused at a case boundary for a waiting task');
      await this.judge(other.delivery, slot, depth + 1);
      sliceStart = Date.now();
    };
  }

  private async judge(delivery: TaskDelivery, slot: LocalJudge, depth: number): Promise<void> {
    let task: JudgeTask;
    try {
      task = parseJudgeTask(delivery.task);
    } catch (error) {
      this.options.logger.warn({ err: (error as Error).message }, 'judge task refused');
      return delivery.reject((error as Error).message);
    }
    const publish = (event: Record<string, unknown>) =>
      this.options.queue.publishEvent({ v: JUDGE_PROTOCOL_VERSION, taskId: task.taskId, submissionId: task.submissionId, attempt: task.attempt, judger: this.options.name, kind: task.kind, ...event } as JudgeEvent);
    if (task.kind === 'compile-checker') return this.compileChecker(task, slot, delivery, publish);
    const scratch = join(slot.workRoot, 'tasks', task.taskId.replace(/[^\w-]/g, '_'));
    try {
      await mkdir(scratch, { recursive: true, mode: 0o755 });
      const request = await requestForTask(task, this.options.testData, scratch);
      const outcome = await slot.judge.judge(request, {
        compiling: () => void publish({ type: 'compiling', enqueuedAt: task.enqueuedAt }).catch(() => undefined),
        judging: (totalCases) => void publish({ type: 'judging', totalCases }).catch(() => undefined),
        caseJudged: (result: CaseOutcome) => void publish({ type: 'case', result }).catch(() => undefined),
        caseBoundary: this.turnTaker(task, slot, depth),
      });
      await publish({
        type: 'done',
        status: outcome.status,
        timeMs: outcome.timeMs,
        memoryKb: outcome.memoryKb,
        score: outcome.score,
        compileMessage: outcome.compileMessage ?? outcome.message,
        cases: outcome.cases,
      });
      await delivery.ack();
      this.options.logger.info({ taskId: task.taskId, submissionId: task.submissionId, status: outcome.status, ms: outcome.timeMs }, 'judged');
    } catch (error) {
      if (error instanceof TestDataUnavailable || error instanceof TestDataCorrupt) {
        this.options.logger.warn({ taskId: task.taskId, err: error.message }, 'test data unavailable: the task goes back to the queue');
        return delivery.retry();
      }
      if (error instanceof MalformedJudgeMessage || error instanceof UnsupportedProtocolVersion) {
        await publish({ type: 'done', status: JudgeStatus.SYSTEM_ERROR, timeMs: 0, memoryKb: 0, compileMessage: error.message, cases: [] }).catch(() => undefined);
        return delivery.reject(error.message);
      }
      this.options.logger.error({ taskId: task.taskId, err: (error as Error).stack }, 'judging failed');
      await publish({ type: 'error', message: (error as Error).message }).catch(() => undefined);
      return delivery.retry();
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * A `compile-checker` task (the admin's compile-spj / compile-interactive): compiles `task.checker`
   * as the judge would before judging with it (and keeps it in the program cache), then answers `done`
   * with Accepted, or Compile Error and the compiler's message (System Error when the language cannot
   * build checkers here).
   */
  private async compileChecker(task: JudgeTask, slot: LocalJudge, delivery: TaskDelivery, publish: (event: Record<string, unknown>) => Promise<void>): Promise<void> {
    const program = task.checker ?? { language: task.language, code: task.code };
    let status: number = JudgeStatus.ACCEPTED;
    let message = '';
    try {
      await publish({ type: 'compiling', enqueuedAt: task.enqueuedAt }).catch(() => undefined);
      await slot.programs.get({ language: program.language, code: program.code, extraFiles: program.extraFiles });
    } catch (error) {
      if (error instanceof ProgramCompileError) status = JudgeStatus.COMPILE_ERROR;
      else if (error instanceof LanguageUnavailable) status = JudgeStatus.SYSTEM_ERROR;
      else {
        this.options.logger.error({ taskId: task.taskId, err: (error as Error).stack }, 'checker compile failed');
        await publish({ type: 'error', message: (error as Error).message }).catch(() => undefined);
        return delivery.retry();
      }
      message = (error as Error).message;
    }
    await publish({ type: 'done', status, timeMs: 0, memoryKb: 0, compileMessage: message, cases: [] });
    await delivery.ack();
    this.options.logger.info({ taskId: task.taskId, status }, 'checker compiled');
  }
}
