import type { FastifyInstance } from 'fastify';
import { ZProfileUpdate } from '../../../shared/profile/profile.schema.js';
import { currentUser } from '../../plugins/session.js';
import { parseInput } from '../../lib/validation.js';
import { getMyProfile, updateMyProfile } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/me', async (request) => getMyProfile(app.db, currentUser(request)));

  app.patch('/api/me', async (request) => {
    const update = parseInput(ZProfileUpdate, request.body ?? {});
    return updateMyProfile(app.db, currentUser(request), update);
  });
}
