import type { FastifyInstance } from 'fastify';
import { ZProfileUpdate } from '../../../shared/profile/profile.schema.js';
import { currentUser } from '../../plugins/session.js';
import { parseInput } from '../../lib/validation.js';
import { getMyProfile, updateMyProfile } from './profile.service.js';
import { AppError } from '../../lib/app-error.js';

export async function profileRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/me', async (request) => getMyProfile(app.db, currentUser(request)));

  /** Self-service deletion is not offered (spec 01 §6); the answer says so plainly. */
  app.delete('/api/me', async () => {
    throw new AppError('forbidden', 'Account deletion is not available at this time.', { reason: 'account_deletion_unavailable' });
  });

  app.patch('/api/me', async (request) => {
    // No body changes nothing; a JSON null is not an object, and is refused like any other.
    const update = parseInput(ZProfileUpdate, request.body === undefined ? {} : request.body);
    return updateMyProfile(app.db, currentUser(request), update);
  });
}
