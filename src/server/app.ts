import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/client.js';
import { createMailer } from './lib/mailer.js';
import { safeError } from './lib/safe-log.js';
import { ReadableRequestLog, readableLogStream } from './lib/log.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessionGuards } from './plugins/session.js';
import { registerClient } from './plugins/client.js';
import { createAuth } from './modules/auth/auth.config.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { marketingRoutes } from './modules/marketing/marketing.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { recordReferredMember } from './modules/referral/referral.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import { prospectsRoutes } from './modules/prospects/prospects.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { goalsRoutes } from './modules/goals/goals.routes.js';
import { commissionsRoutes } from './modules/commissions/commissions.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { customTeamsRoutes } from './modules/custom-teams/custom-teams.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { adminAnnouncementsRoutes, announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { followUpsRoutes } from './modules/follow-ups/follow-ups.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { hotLeadsRoutes } from './modules/hot-leads/hot-leads.routes.js';
import { detailedReportsRoutes } from './modules/detailed-reports/detailed-reports.routes.js';
import { dealsRoutes } from './modules/deals/deals.routes.js';
import { funnelRoutes } from './modules/funnel/funnel.routes.js';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { adminSupportRoutes, supportRoutes } from './modules/support/support.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { registerScheduler } from './modules/scheduler/scheduler.plugin.js';
import { registerRealtime } from './plugins/realtime.js';
import { registerMaintenance } from './plugins/maintenance.js';
import { adminAlertsRoutes, alertsRoutes } from './modules/alerts/alerts.routes.js';
import { adminSettingsRoutes, maintenanceRoutes } from './modules/admin/settings.routes.js';
import { adminSecurityRoutes } from './modules/security/security.routes.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { teamAnalyticsRoutes } from './modules/team-analytics/team-analytics.routes.js';
import { importRoutes } from './modules/import/import.routes.js';
import { recordFailedSignIn, recordSignInAddress } from './modules/security/security.service.js';

/** Verification and reset links carry their token in the query: it never reaches a log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

export interface TBuildOptions {
  config: TConfig;
  database: TDatabase;
  /** Tests keep the log quiet. */
  logger?: boolean;
  /** Where log lines go (stdout unless given): the log-hygiene tests read them. */
  logDestination?: { write(text: string): unknown };
}

/** Builds the Fastify app on an open, migrated database: plugins first, then feature modules. */
export async function buildApp({ config, database, logger = true, logDestination }: TBuildOptions): Promise<FastifyInstance> {
  // Development logs one readable line per request; production (and tests, which check what a
  // production log holds) pino's JSON, a request in and out.
  const readableLog = config.env === 'development';
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }), err: (error: Error) => ({ stack: '', ...safeError(error) }) },
          ...(readableLog ? { stream: readableLogStream(logDestination) } : logDestination ? { stream: logDestination } : {}),
        }
      : false,
    ...(readableLog ? { logController: new ReadableRequestLog(redactUrl) } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Routing refuses a path before any handler runs (a malformed %-escape, a 100+ character
    // parameter): such a path names no record, so it answers 404 in the contract's shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
      void (reply as unknown as { status(code: number): { send(body: unknown): unknown } }).status(status).send({ error: { code: status === 404 ? 'not_found' : 'validation_failed', message: status === 404 ? 'Record not found' : 'The request is not valid' } });
    },
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('mailer', mailer);
  app.decorate(
    'auth',
    createAuth({
      config,
      db: database.db,
      mailer,
      log: app.log,
      onSignIn: (user, session) =>
        Promise.all([
          recordReferredMember({ db: database.db, realtime: app.realtime }, user.id),
          recordSignInAddress(database.db, { userId: user.id, email: user.email, ipAddress: session.ipAddress }),
        ]),
      onSignInFailed: (attempt) => recordFailedSignIn(database.db, attempt),
    }),
  );
  // Every route as registered: the security suites walk this table, so new routes are covered.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });

  // JSON only: a text body on a JSON route is a client mistake worth a clear 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  await registerSecurity(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerSessionGuards(app);
  await registerRealtime(app);
  registerMaintenance(app);

  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(marketingRoutes);
  await app.register(referralRoutes);
  await app.register(profileRoutes);
  await app.register(dashboardRoutes);
  for (const routes of [
    prospectsRoutes,
    contactsRoutes,
    peopleRoutes,
    activitiesRoutes,
    goalsRoutes,
    commissionsRoutes,
    teamRoutes,
    customTeamsRoutes,
    notificationsRoutes,
    announcementsRoutes,
    adminAnnouncementsRoutes,
    searchRoutes,
    tasksRoutes,
    followUpsRoutes,
    calendarRoutes,
    hotLeadsRoutes,
    dealsRoutes,
    funnelRoutes,
    savedViewsRoutes,
    reportsRoutes,
    billingRoutes,
    supportRoutes,
    adminSupportRoutes,
    adminRoutes,
    alertsRoutes,
    adminAlertsRoutes,
    maintenanceRoutes,
    adminSettingsRoutes,
    adminSecurityRoutes,
    aiRoutes,
    detailedReportsRoutes,
    teamAnalyticsRoutes,
    importRoutes,
  ]) {
    await app.register(routes);
  }
  if (config.devOutbox) await app.register(devOutboxRoutes);
  registerScheduler(app);

  const clientDocument = await registerClient(app);
  app.setNotFoundHandler((request, reply) => {
    // Client routes get the SPA; a missing file (an old hashed asset) is a real 404, not HTML.
    const path = request.url.split('?')[0];
    if (clientDocument && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) return reply.sendFile(clientDocument(request, reply));
    return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
  return app;
}
