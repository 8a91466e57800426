import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TConfig } from './config.js';
import type { TDatabase, TDb } from './db/client.js';
import type { TAuth } from './modules/auth/auth.config.js';
import type { TMailer } from './lib/mailer.js';
import type { TSessionUser } from './plugins/session.js';
import type { TRealtime } from './plugins/realtime.js';
import type { SessionCache } from './plugins/session-cache.js';
import type { TMaintenance } from './plugins/maintenance.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    db: TDb;
    /** The replica while fresh, else the primary: read-heavy reports, analytics and exports only. */
    readDb: TDb;
    auth: TAuth;
    mailer: TMailer;
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    routeTable: { method: string; url: string }[];
    realtime: TRealtime;
    sessionCache: SessionCache;
    maintenance: TMaintenance;
  }
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no signed-in, verified user. */
    sessionUser: TSessionUser | null | undefined;
    /** The session behind `sessionUser`, once looked up. */
    session: { id: string; expiresAt: Date } | null | undefined;
    /** Set while the request holds one of its user's turns (plugins/user-limits.ts). */
    releaseUserTurn: (() => void) | undefined;
  }
}
