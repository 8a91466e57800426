import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * At most this many distinct statement texts get a name in one process. The app's statements come
 * in a few hundred shapes; texts beyond the cap (an IN list of an unusual length, say) go unnamed,
 * so no session keeps an unbounded number of prepared statements.
 */
export const NAMED_STATEMENTS_MAX = 1_000;

/** The name of each text named so far: its hash, so every session of every instance agrees. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly max = NAMED_STATEMENTS_MAX) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= this.max) return known;
    const name = `u_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}

type TQueryConfig = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

/**
 * A node-postgres client that sends each statement with parameters as a named prepared statement.
 * PostgreSQL then parses it once per session and, after five executions, may keep a generic plan:
 * planning was most of a short statement's cost (the dashboard summary 0.9 ms unnamed, 0.25 ms
 * named), and under the load bench naming them took PostgreSQL from 836 to 1,119 req/s
 * (docs/scaling.md). Statements without parameters (BEGIN, COMMIT, SET) stay unnamed: there is
 * nothing to plan again. Off (`DB_NAMED_STATEMENTS=0`) behind a transaction pooler that cannot
 * keep them (PgBouncer before 1.21, or without `max_prepared_statements`).
 */
export function namingClient(names = new StatementNames()): typeof pg.Client {
  return class NamingClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [given, values] = args as [TQueryConfig | string, unknown];
      // drizzle sends a config object; `database.query` and pool.query a text and its values.
      const config: TQueryConfig | undefined = typeof given === 'string' ? { text: given } : given;
      if (config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined && typeof config.submit !== 'function') {
        const hasParameters = (config.values?.length ?? 0) > 0 || (Array.isArray(values) && values.length > 0);
        const name = hasParameters ? names.nameOf(config.text) : undefined;
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  } as unknown as typeof pg.Client;
}
