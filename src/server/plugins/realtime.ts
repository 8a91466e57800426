import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, userProfiles } from '../db/schema/index.js';
import { audienceIncludes, type TAnnouncementAudience } from '../../shared/announcements/announcements.schema.js';
import { hasPremiumAccess, type TMembershipTier } from '../../shared/membership/membership.rules.js';
import { toNotification } from '../modules/notifications/notifications.repository.js';
import { sessionUserOf } from './session.js';
import { MAINTENANCE_CHANGED_EVENT } from '../../shared/admin/settings.schema.js';

/** One Postgres channel carries every event, so any instance's write reaches every instance's sockets. */
const CHANNEL = 'upline_events';
const PING_EVERY_MS = 30_000;
/** setTimeout's ceiling; a session that lives longer is closed by its next sign-in check. */
const MAX_TIMER_MS = 2_147_483_647;
/** Close code telling the client its session ended (4000-4999 are the application's). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface TSocketEntry {
  socket: WebSocket;
  sessionId: string;
}

export type TRealtimeEvent =
  | { to: { userIds: string[] }; type: string; data: unknown }
  /** Written by database triggers (migration 0014) when sessions end or a user is banned. */
  | { to: { sessionIds: string[] } | { userIds: string[] }; type: 'session.ended'; data: unknown }
  /** Written by a database trigger (migration 0022) when an account's name, email, role or ban changes. */
  | { to: { userIds: string[] }; type: 'user.changed'; data: unknown }
  | { to: { audience: TAnnouncementAudience }; type: 'announcement.created'; data: { id: string; title: string; targetAudience: TAnnouncementAudience } }
  /** To every connected user (system alerts, maintenance mode). */
  | { to: { everyone: true }; type: string; data: unknown };

export interface TRealtime {
  /** Publishes after the caller's transaction has committed; delivery is best-effort. */
  publish(event: TRealtimeEvent): Promise<void>;
}

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const sockets = new Map<string, Set<TSocketEntry>>();

  const send = (userId: string, message: unknown) => {
    const text = JSON.stringify(message);
    for (const { socket } of sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
  };

  const endSession = (socket: WebSocket) => socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');

  /**
   * A session that ended (or every session of a banned user) stops receiving at once. A ban's
   * event carries its end and reason: the open page is told before its socket closes.
   */
  function closeEndedSessions(to: { sessionIds: string[] } | { userIds: string[] }, data: unknown) {
    if ('userIds' in to) {
      const told = (data as { reason?: unknown } | null)?.reason === 'banned' ? JSON.stringify({ type: 'session.ended', data }) : null;
      for (const userId of to.userIds) {
        for (const { socket } of sockets.get(userId) ?? []) {
          if (told && socket.readyState === socket.OPEN) socket.send(told);
          endSession(socket);
        }
      }
      return;
    }
    const ended = new Set(to.sessionIds);
    for (const set of sockets.values()) for (const entry of set) if (ended.has(entry.sessionId)) endSession(entry.socket);
  }

  /** Connected users who belong to the audience, each with their own copy of the linked notification. */
  async function deliverAnnouncement(event: Extract<TRealtimeEvent, { type: 'announcement.created' }>) {
    const connected = [...sockets.keys()];
    if (connected.length === 0) return;
    const profiles = await app.db
      .select({ userId: userProfiles.userId, membershipTier: userProfiles.membershipTier, trialEndsAt: userProfiles.trialEndsAt, membershipExpiry: userProfiles.membershipExpiry })
      .from(userProfiles)
      .where(inArray(userProfiles.userId, connected));
    const audience = profiles.filter((p) =>
      audienceIncludes(event.to.audience, { membershipTier: p.membershipTier, hasPremiumAccess: hasPremiumAccess({ membershipTier: p.membershipTier as TMembershipTier, trialEndsAt: p.trialEndsAt, membershipExpiry: p.membershipExpiry }) }),
    );
    if (audience.length === 0) return;
    const rows = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.announcementId, event.data.id), inArray(notifications.userId, audience.map((p) => p.userId))));
    for (const p of audience) {
      send(p.userId, { type: event.type, data: event.data });
      const own = rows.find((r) => r.userId === p.userId);
      if (own) send(p.userId, { type: 'notification.created', data: toNotification(own) });
    }
  }

  const dispatch = (payload: string) => {
    let event: TRealtimeEvent;
    try {
      event = JSON.parse(payload) as TRealtimeEvent;
    } catch {
      return;
    }
    if (event.type === 'session.ended') {
      app.sessionCache.forget(event.to as { sessionIds: string[] } | { userIds: string[] });
      closeEndedSessions(event.to as { sessionIds: string[] } | { userIds: string[] }, event.data);
    } else if (event.type === 'user.changed') app.sessionCache.forget(event.to as { userIds: string[] });
    else if ('everyone' in event.to) {
      // Every instance drops its cached maintenance state, not only the one that saved the change.
      if (event.type === MAINTENANCE_CHANGED_EVENT && app.hasDecorator('maintenance')) app.maintenance.forget();
      for (const userId of sockets.keys()) send(userId, { type: event.type, data: event.data });
    }
    else if ('userIds' in event.to) for (const userId of event.to.userIds) send(userId, { type: event.type, data: event.data });
    else void deliverAnnouncement(event as Extract<TRealtimeEvent, { type: 'announcement.created' }>).catch((error: Error) => app.log.warn({ err: error }, 'announcement delivery failed'));
  };

  const unlisten = await app.database.listen(CHANNEL, dispatch);
  const realtime: TRealtime = {
    async publish(event) {
      await app.database.notify(CHANNEL, JSON.stringify(event)).catch((error: Error) => app.log.warn({ err: error }, 'realtime publish failed'));
    },
  };
  app.decorate('realtime', realtime);

  const trusted = new Set(app.config.trustedOrigins);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.register(async (scope) => {
    scope.route({
      method: 'GET',
      url: '/api/realtime',
      // Refused before the upgrade: a socket without a session, or opened by another site's page
      // (browsers send the victim's cookie on cross-site WebSocket handshakes), never opens.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !trusted.has(origin)) {
          return reply.status(403).send({ error: { code: 'forbidden', message: 'Cross-site request refused', reason: 'invalid_origin' } });
        }
        if (!(await sessionUserOf(app, request))) return reply.status(401).send({ error: { code: 'unauthenticated', message: 'Please sign in to continue' } });
      },
      // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
      handler: async (_request, reply) =>
        reply.status(400).send({ error: { code: 'validation_failed', message: 'Connect to /api/realtime with a WebSocket' } }),
      wsHandler: (socket, request) => {
        const userId = request.sessionUser!.id;
        const session = request.session!;
        const entry: TSocketEntry = { socket, sessionId: session.id };
        const own = sockets.get(userId) ?? new Set<TSocketEntry>();
        own.add(entry);
        sockets.set(userId, own);
        const ping = setInterval(() => socket.ping(), PING_EVERY_MS);
        // An expired session ends without a database change: close at its expiry. A session that
        // was refreshed meanwhile reconnects with the same cookie.
        const expiry = setTimeout(() => endSession(socket), Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAt.getTime() - Date.now())));
        socket.on('close', () => {
          clearInterval(ping);
          clearTimeout(expiry);
          own.delete(entry);
          if (own.size === 0) sockets.delete(userId);
        });
        // Clients only listen; anything they send is ignored.
        socket.on('message', () => {});
        socket.send(JSON.stringify({ type: 'ready' }));
      },
    });
  });

  app.addHook('onClose', async () => {
    for (const set of sockets.values()) for (const { socket } of set) socket.terminate();
    await unlisten();
  });
}
