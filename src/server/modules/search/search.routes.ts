import type { FastifyInstance } from 'fastify';
import { ZSearchRequest } from '../../../shared/search/search.schema.js';
import { AppError } from '../../lib/app-error.js';
import { languageOfHeader } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validation.js';
import { sessionUserOf } from '../../plugins/session.js';
import { search } from './search.service.js';

export async function searchRoutes(app: FastifyInstance) {
  app.post('/api/search', async (request) => {
    const user = await sessionUserOf(app, request);
    if (!user) throw new AppError('unauthenticated', 'You must be logged in to search.');
    return search(app.db, user.id, parseInput(ZSearchRequest, request.body), languageOfHeader(request.headers['accept-language']));
  });
}
