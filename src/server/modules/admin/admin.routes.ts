import type { FastifyInstance } from 'fastify';
import { ZAdminBan, ZAdminPurchaseListQuery, ZAdminUserListQuery, ZAdminUserUpdate } from '../../../shared/admin/admin.schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { deleteUserAsAdmin, removeTwoFactorAsAdmin } from './account-removal.service.js';
import { banUser, getStats, getUserForAdmin, listPurchasesForAdmin, listUsersForAdmin, unbanUser, updateUserAsAdmin } from './admin.service.js';

/** better-auth's user ids: a malformed one names no user, so it answers 404 like an unknown one. */
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

function userIdParam(params: unknown): string {
  const value = (params as Record<string, unknown> | undefined)?.id;
  if (typeof value !== 'string' || !USER_ID_PATTERN.test(value)) throw new AppError('not_found', 'User not found');
  return value;
}

/** The admin dashboard: figures, accounts (role, tier, ban) and payments. */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/stats', async () => getStats(app.db));

  app.get('/api/admin/users', async (request) => listUsersForAdmin(app.db, parseInput(ZAdminUserListQuery, request.query)));

  app.get('/api/admin/users/:id', async (request) => getUserForAdmin(app.db, userIdParam(request.params)));

  app.patch('/api/admin/users/:id', async (request) => {
    const id = userIdParam(request.params);
    const updated = await updateUserAsAdmin(app.db, currentUser(request).id, id, parseInput(ZAdminUserUpdate, request.body));
    // A new role counts from the user's next request: as for a ban, this instance forgets her
    // cached sessions now rather than when its own notification comes back (the others on it).
    app.sessionCache.forget({ userIds: [id] });
    return updated;
  });

  app.post('/api/admin/users/:id/ban', async (request) => {
    const id = userIdParam(request.params);
    const banned = await banUser(app.db, currentUser(request).id, id, parseInput(ZAdminBan, request.body));
    // The other instances forget the user's sessions when the ban's notification reaches them
    // (migration 0022); this one need not wait for its own notification to come back.
    app.sessionCache.forget({ userIds: [id] });
    return banned;
  });

  app.delete('/api/admin/users/:id', async (request, reply) => {
    const id = userIdParam(request.params);
    await deleteUserAsAdmin({ db: app.db, dataDir: app.config.dataDir }, currentUser(request).id, id);
    app.sessionCache.forget({ userIds: [id] });
    return reply.status(204).send();
  });

  app.delete('/api/admin/users/:id/two-factor', async (request) => removeTwoFactorAsAdmin(app.db, userIdParam(request.params)));

  app.post('/api/admin/users/:id/unban', async (request) => unbanUser(app.db, userIdParam(request.params)));

  app.get('/api/admin/purchases', async (request) => listPurchasesForAdmin(app.db, parseInput(ZAdminPurchaseListQuery, request.query)));
}
