import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { referralOverview, resolveReferralCode } from './referral.service.js';

const ZCodeParams = z.object({ code: z.string().max(64) });

export async function referralRoutes(app: FastifyInstance) {
  /** Public: the registration screen checks a referral link's code before sign-up. */
  app.get('/api/referral/codes/:code', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { code } = parseInput(ZCodeParams, request.params);
    if (!(await resolveReferralCode(app.db, code))) throw new AppError('not_found', 'This referral code is not valid');
    return { valid: true };
  });

  /** The referral page: code, link, the members it brought and what they earned the referrer. */
  app.get('/api/referral', { preHandler: app.requireUser }, async (request) => referralOverview({ db: app.db, config: app.config }, currentUser(request).id));
}
