// CPU time per kind of process on this machine, from /proc (utime + stime of every process, its children
// not counted twice): where a phase's CPU went — the web processes, nginx, PostgreSQL, Redis, RabbitMQ, the
// load generator, and everything else.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_S = 100;

/** Seconds of CPU per group so far; `groupOf(pid, comm)` names a process's group. */
export function cpuByGroup(groupOf) {
  const out = {};
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
    const group = groupOf(Number(entry), comm);
    out[group] = (out[group] ?? 0) + seconds;
  }
  return out;
}

/** after − before, per group (processes that ended meanwhile are lost: the phases keep theirs alive). */
export function cpuSpent(before, after) {
  const out = {};
  for (const [group, s] of Object.entries(after)) out[group] = Math.max(0, s - (before[group] ?? 0));
  return out;
}

/** Seconds of CPU the whole machine spent busy so far (every core, from /proc/stat: all but idle and iowait). */
export function machineBusy() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = ticks.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - n[3] - n[4]) / TICKS_PER_S;
}
