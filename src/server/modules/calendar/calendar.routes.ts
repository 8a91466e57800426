import type { FastifyInstance } from 'fastify';
import { CALENDAR_ITEM_KINDS, ZCalendarItemCreate, ZCalendarRangeQuery, ZCalendarReschedule } from '../../../shared/calendar/calendar.schema.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { createCalendarItem } from './calendar-create.service.js';
import { getCalendarRange, rescheduleCalendarItem } from './calendar.service.js';

/** The calendar is free within the free-plan limits; reminders in it need premium access. */
export async function calendarRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  app.get('/api/calendar', async (request) => getCalendarRange(app.db, currentUser(request).id, parseInput(ZCalendarRangeQuery, request.query)));

  app.post('/api/calendar/items', async (request, reply) => {
    const input = parseInput(ZCalendarItemCreate, request.body);
    const created = await createCalendarItem(app.db, { userId: currentUser(request).id, input, limits: app.config.freePlanLimits });
    return reply.status(201).send(created);
  });

  // `PATCH /api/calendar/items/:kind/:id`, one route per kind: a path naming no kind matches no
  // route and answers 404 like an unknown id.
  for (const kind of CALENDAR_ITEM_KINDS) {
    app.patch(`/api/calendar/items/${kind}/:id`, async (request) => {
      const id = idParam(request.params);
      const { start } = parseInput(ZCalendarReschedule, request.body);
      return rescheduleCalendarItem(app.db, { userId: currentUser(request).id, kind, id, start });
    });
  }
}
