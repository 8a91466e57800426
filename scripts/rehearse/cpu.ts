import { readdirSync, readFileSync } from 'node:fs';

export type TCpuGroup = 'postgres' | 'pgbouncer' | 'haproxy' | 'app' | 'load' | 'other';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const HZ = 100;

/** The rehearsal's processes by group: a process counts when its pid or its parent's is listed. */
export type TPidGroups = Record<'postgres' | 'pgbouncer' | 'haproxy' | 'app', Set<number>>;

/**
 * CPU seconds used so far by the rehearsal's processes, by group; `other` is everything else on the
 * machine (other jobs share it), `machine` its total busy time. A process that exited (the killed
 * instance) takes its seconds with it.
 */
export function cpuSnapshot(groups: TPidGroups): Record<TCpuGroup | 'machine', number> {
  const out: Record<TCpuGroup | 'machine', number> = { postgres: 0, pgbouncer: 0, haproxy: 0, app: 0, load: 0, other: 0, machine: 0 };
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
    const seconds = (Number(fields[11]) + Number(fields[12])) / HZ;
    const ppid = Number(fields[1]);
    const member = (set: Set<number>) => set.has(pid) || set.has(ppid);
    const group: TCpuGroup = pid === process.pid ? 'load' : member(groups.app) ? 'app' : member(groups.postgres) ? 'postgres' : member(groups.pgbouncer) ? 'pgbouncer' : member(groups.haproxy) ? 'haproxy' : 'other';
    out[group] += seconds;
  }
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpu!.split(/\s+/).slice(1).map(Number);
  // Busy time: everything but idle and iowait.
  out.machine = (ticks.reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!) / HZ;
  return out;
}

export function cpuBetween(before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>): ReturnType<typeof cpuSnapshot> {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, Math.max(0, v - before[k as keyof typeof before])])) as ReturnType<typeof cpuSnapshot>;
}
