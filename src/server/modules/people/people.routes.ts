import type { FastifyInstance } from 'fastify';
import { ZDuplicatesQuery, ZPeopleQuery } from '../../../shared/people/people.schema.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { findDuplicatePeople, listPeople } from './people.service.js';

export async function peopleRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);
  app.get('/api/people/duplicates', async (request) => findDuplicatePeople(app.db, currentUser(request).id, parseInput(ZDuplicatesQuery, request.query)));
  app.get('/api/people', async (request) => listPeople(app.db, currentUser(request).id, parseInput(ZPeopleQuery, request.query)));
}
