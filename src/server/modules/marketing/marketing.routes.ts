import type { FastifyInstance } from 'fastify';
import { marketingPageOf, ZMarketingQuery, type TMarketingPage } from '../../../shared/marketing/marketing.schema.js';
import { languageOfHeader } from '../../lib/i18n.js';
import { parseInput } from '../../lib/validation.js';

export async function marketingRoutes(app: FastifyInstance) {
  /** The operator's figures and testimonials in the reader's language (public, no session). */
  app.get('/api/public/marketing', async (request): Promise<TMarketingPage> => {
    const query = parseInput(ZMarketingQuery, request.query);
    return marketingPageOf(app.config.marketing, query.lang ?? languageOfHeader(request.headers['accept-language']));
  });
}
