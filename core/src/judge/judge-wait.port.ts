import type { ServiceIdentifier } from 'inversify';
import type { JudgeTaskKind } from './judge-task';

/** Told how long each judge task waited between the site enqueueing it and a runner starting it (the site's /metrics). */
export interface JudgeWaitObserver {
  waited(kind: JudgeTaskKind, seconds: number): void;
}

export const JUDGE_WAIT_OBSERVER: ServiceIdentifier<JudgeWaitObserver> = Symbol.for('oj.JudgeWaitObserver');
