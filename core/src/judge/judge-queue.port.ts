import type { ServiceIdentifier } from 'inversify';
import type { JudgeEvent, JudgePriorityClass, JudgeTask } from './judge-task';

/** A task handed to a runner. Exactly one of ack / retry / reject must be called. */
export interface TaskDelivery {
  task: JudgeTask;
  /** How many times this task has been handed out before (0 on first delivery). */
  previousDeliveries: number;
  /** Done: the result is stored; the task leaves the queue. */
  ack(): Promise<void>;
  /** Could not judge now: back to the queue (after `maxDeliveries` it goes to the dead-letter queue). */
  retry(): Promise<void>;
  /** Poison: straight to the dead-letter queue. */
  reject(reason: string): Promise<void>;
}

/** A runner event handed to the site; ack after it is applied. */
export interface ResultDelivery {
  event: JudgeEvent;
  ack(): Promise<void>;
  retry(): Promise<void>;
}

export interface TaskConsumerOptions {
  prefetch: number;
  standby?: boolean;
}

export interface Consumer {
  /** Stops taking new deliveries; unacknowledged ones go back to the queue. */
  cancel(): Promise<void>;
}

export interface QueueDepth {
  tasks: number;
  deadLetters: number;
  results: number;
}

/**
 * The work queue between the site and the judge runners: durable, persistent, manually acknowledged,
 * by priority (test runs > contest > practice > rejudge), with a dead-letter queue for poison tasks.
 * Delivery is at least once: consumers must tolerate a task or an event arriving twice.
 */
export interface JudgeQueue {
  enqueue(task: JudgeTask, priority: JudgePriorityClass): Promise<void>;
  /**
   * Calls `handler` for each task, never more than `prefetch` unsettled at a time (a runner's slots). A
   * `standby` consumer is handed a task only while every other consumer of the queue is full (RabbitMQ's
   * consumer priorities): a busy runner's spare hand, so a task that would wait anyway can take a turn at
   * a case boundary of a long judging, and never waits there while another runner is idle.
   */
  consumeTasks(handler: (delivery: TaskDelivery) => Promise<void>, options: TaskConsumerOptions): Promise<Consumer>;
  publishEvent(event: JudgeEvent): Promise<void>;
  consumeEvents(handler: (delivery: ResultDelivery) => Promise<void>): Promise<Consumer>;
  /** Tasks in the dead-letter queue, oldest first (for the admin and for tests). */
  peekDeadLetters(limit: number): Promise<Array<{ task: JudgeTask; reason: string }>>;
  depth(): Promise<QueueDepth>;
  close(): Promise<void>;
}

export const JUDGE_QUEUE: ServiceIdentifier<JudgeQueue> = Symbol.for('oj.JudgeQueue');

/** Deliveries after which a task that keeps failing is dead-lettered instead of retried. */
export const MAX_TASK_DELIVERIES = 5;
