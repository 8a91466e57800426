import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { resolveReferralCode } from './referral.service.js';

const ZCodeParams = z.object({ code: z.string().max(64) });

export async function referralRoutes(app: FastifyInstance) {
  /** Public: the registration screen checks a referral link's code before sign-up. */
  app.get('/api/referral/codes/:code', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { code } = parseInput(ZCodeParams, request.params);
    if (!(await resolveReferralCode(app.db, code))) throw new AppError('not_found', 'This referral code is not valid');
    return { valid: true };
  });
}
