/** A small deterministic generator: the same demo data on every machine. */
export function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export interface TDemoRandom {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
}

export function demoRandom(seed: number): TDemoRandom {
  const next = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (list) => list[int(0, list.length - 1)], chance: (p) => next() < p };
}

const DAY = 86_400_000;

/**
 * Times relative to the seeding moment. The demo seller works in Valencia (UTC+1, +2 in summer):
 * 07:00 to 18:59 UTC is her working day, whatever the machine's zone.
 */
export interface TDemoClock {
  now: Date;
  /** `days` from today (negative: ago) at hour:minute UTC. */
  at: (days: number, hour: number, minute: number) => Date;
  /** The calendar day (YYYY-MM-DD) `days` from today. */
  day: (days: number) => string;
}

export const WORK_HOURS_UTC = { first: 7, last: 18 } as const;

export function demoClock(now: Date): TDemoClock {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    now,
    at: (days, hour, minute) => new Date(today + days * DAY + hour * 3_600_000 + minute * 60_000),
    day: (days) => new Date(today + days * DAY).toISOString().slice(0, 10),
  };
}
