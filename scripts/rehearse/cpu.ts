import { readdirSync, readFileSync } from 'node:fs';

export type TCpuGroup = 'postgres' | 'pgbouncer' | 'haproxy' | 'app' | 'load';
export type TCpuUse = Record<TCpuGroup | 'machine', number>;

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const HZ = 100;

/** The rehearsal's processes by group: a process counts when its pid or its parent's is listed. */
export type TPidGroups = Record<'postgres' | 'pgbouncer' | 'haproxy' | 'app', Set<number>>;

export interface TCpuSnapshot {
  /** CPU seconds so far of each process of the rehearsal, with its group. */
  processes: Map<number, { group: TCpuGroup; seconds: number }>;
  /** The machine's busy seconds so far (everything but idle and iowait). */
  machine: number;
}

export function cpuSnapshot(groups: TPidGroups): TCpuSnapshot {
  const processes = new Map<number, { group: TCpuGroup; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const pid = Number(entry);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const member = (set: Set<number>) => set.has(pid) || set.has(ppid);
    const group: TCpuGroup | undefined = pid === process.pid ? 'load' : member(groups.app) ? 'app' : member(groups.postgres) ? 'postgres' : member(groups.pgbouncer) ? 'pgbouncer' : member(groups.haproxy) ? 'haproxy' : undefined;
    if (group) processes.set(pid, { group, seconds: (Number(fields[11]) + Number(fields[12])) / HZ });
  }
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return { processes, machine: (ticks.reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!) / HZ };
}

/**
 * CPU seconds each group used between two snapshots, per process, so a process that ended meanwhile
 * (the killed instance, the stopped replica) takes only its own seconds with it.
 */
export function cpuBetween(before: TCpuSnapshot, after: TCpuSnapshot): TCpuUse {
  const use: TCpuUse = { postgres: 0, pgbouncer: 0, haproxy: 0, app: 0, load: 0, machine: after.machine - before.machine };
  for (const [pid, { group, seconds }] of after.processes) use[group] += seconds - (before.processes.get(pid)?.seconds ?? 0);
  return use;
}

/** The machine's busy time minus the rehearsal's processes: the other jobs sharing the machine. */
export function otherJobs(used: TCpuUse): number {
  return Math.max(0, used.machine - used.postgres - used.pgbouncer - used.haproxy - used.app - used.load);
}
