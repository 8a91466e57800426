/** Percentile of a list of milliseconds (nearest-rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

export async function timeMany(iterations: number, fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Two ways of doing the same thing timed in turn, one sample of each per round, so both meet the
 * same machine: run one after the other, a ratio between them also measured the drift of a shared
 * machine (a seeded database's autovacuum, another job) between the two runs.
 */
export async function timeSideBySide(iterations: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number[], number[]]> {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < iterations; i++) {
    const [first, second] = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of [first, second]) {
      const start = performance.now();
      await (which === 0 ? a() : b());
      samples[which]!.push(performance.now() - start);
    }
  }
  return samples;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  // Every column any row has (the list filter rows add one), in the order they first appear.
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (r: Record<string, string | number>, h: string) => String(r[h] ?? '');
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => cell(r, h).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(headers.map((h) => cell(r, h))));
}

/**
 * One row of the bench table: p50/p95 over HTTP beside the raw SQL's, their ratios, and the goals
 * met or missed: the p95 target, and with `p50RatioGoal` the p50 at most that many times the raw SQL's.
 */
export function resultRow(database: string, label: string, httpSamples: number[], rawSamples: number[], targetP95Ms: number, p50RatioGoal?: number): Record<string, string> {
  const p95 = percentile(httpSamples, 95);
  const p50Ratio = percentile(httpSamples, 50) / percentile(rawSamples, 50);
  const goals = [`p95 ≤ ${targetP95Ms} ms: ${p95 <= targetP95Ms ? 'met' : 'MISSED'}`];
  if (p50RatioGoal !== undefined) goals.push(`p50 ≤ ${p50RatioGoal}× raw: ${p50Ratio <= p50RatioGoal ? 'met' : 'MISSED'}`);
  return {
    database,
    case: label,
    'p50 ms': percentile(httpSamples, 50).toFixed(2),
    'p95 ms': p95.toFixed(2),
    'raw SQL p50 ms': percentile(rawSamples, 50).toFixed(2),
    'raw SQL p95 ms': percentile(rawSamples, 95).toFixed(2),
    'ratio p50/raw': p50Ratio.toFixed(2),
    'ratio p95/raw': (p95 / percentile(rawSamples, 95)).toFixed(2),
    target: goals.join('; '),
  };
}
