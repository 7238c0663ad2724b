import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  JUDGE_PROTOCOL_VERSION,
  JudgeStatus,
  MalformedJudgeMessage,
  UnsupportedProtocolVersion,
  parseJudgeTask,
  type Consumer,
  type JudgeEvent,
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

/**
 * Takes `JudgeTask`s from the queue, never more than it has free slots (prefetch = slots), judges each
 * in a slot of its own (its own uid and work folder) and streams the events back: compiling, judging,
 * one per case, done. A task whose data cannot be fetched goes back to the queue; a malformed one
 * is dead-lettered; the verdict is published before the task is acknowledged (at least once).
 */
export class JudgeWorker {
  private consumer: Consumer | undefined;
  private readonly free: LocalJudge[];
  private readonly running = new Set<Promise<void>>();

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
    this.consumer = await this.options.queue.consumeTasks((delivery) => this.take(delivery), { prefetch: this.options.slots.length });
  }

  /** Stops taking tasks and waits for the ones in hand. */
  async stop(): Promise<void> {
    await this.consumer?.cancel();
    await Promise.allSettled([...this.running]);
  }

  private take(delivery: TaskDelivery): Promise<void> {
    const slot = this.free.pop();
    if (!slot) return delivery.retry(); // cannot happen with prefetch = slots; never judge two in one slot
    let released = false;
    // the slot is free again before the task is settled: settling lets the queue hand out the next one
    const release = () => {
      if (!released) this.free.push(slot);
      released = true;
    };
    const settle = (action: () => Promise<void>) => {
      release();
      return action();
    };
    const settled: TaskDelivery = {
      ...delivery,
      ack: () => settle(() => delivery.ack()),
      retry: () => settle(() => delivery.retry()),
      reject: (reason) => settle(() => delivery.reject(reason)),
    };
    const work = this.judge(settled, slot).finally(() => {
      release();
      this.running.delete(work);
    });
    this.running.add(work);
    return work;
  }

  private async judge(delivery: TaskDelivery, slot: LocalJudge): Promise<void> {
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
        compiling: () => void publish({ type: 'compiling' }).catch(() => undefined),
        judging: (totalCases) => void publish({ type: 'judging', totalCases }).catch(() => undefined),
        caseJudged: (result: CaseOutcome) => void publish({ type: 'case', result }).catch(() => undefined),
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
      await publish({ type: 'compiling' }).catch(() => undefined);
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
