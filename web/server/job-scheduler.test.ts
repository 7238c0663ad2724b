import { pino } from 'pino';
import type { ScheduledJob } from '@oj/core';
import { JobScheduler } from './job-scheduler.js';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(periodMs: number, work: () => Promise<void> = async () => {}): ScheduledJob & { runs: number } {
  const job = {
    id: 'counting',
    periodMs,
    runs: 0,
    async runOnce() {
      job.runs++;
      await work();
    },
  };
  return job;
}

describe('JobScheduler', () => {
  it('runs a job at each multiple of its period and stops when asked', async () => {
    const job = countingJob(40);
    const scheduler = new JobScheduler([job], silent);
    scheduler.start();
    await sleep(250);
    await scheduler.stop();
    expect(job.runs).toBeGreaterThanOrEqual(2);
    const runs = job.runs;
    await sleep(120);
    expect(job.runs).toBe(runs);
  });

  it('waits for the wall-clock slot: a job whose slot is far away does not run yet', async () => {
    const job = countingJob(60 * 60 * 1000);
    // one second after the top of an hour
    const scheduler = new JobScheduler([job], silent, () => 1_000);
    scheduler.start();
    await sleep(50);
    await scheduler.stop();
    expect(job.runs).toBe(0);
  });

  it('never overlaps two runs of one job, keeps going after a failure, and stop waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let failNext = true;
    let finished = 0;
    const job = countingJob(10, async () => {
      active++;
      most = Math.max(most, active);
      await sleep(35);
      active--;
      finished++;
      if (failNext) {
        failNext = false;
        throw new Error('first run fails');
      }
    });
    const scheduler = new JobScheduler([job], silent);
    scheduler.start();
    await sleep(200);
    await scheduler.stop();
    expect(most).toBe(1);
    expect(job.runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(job.runs);
  });
});
