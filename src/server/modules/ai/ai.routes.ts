import type { FastifyInstance } from 'fastify';
import { ZComplianceCheck, type TComplianceResult } from '../../../shared/ai/ai.schema.js';
import { checkCompliance } from '../../../shared/ai/compliance.rules.js';
import { parseInput } from '../../lib/validation.js';

/** The AI assistant's endpoints. */
export async function aiRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  /** Any screen may check a message for forbidden income and health claims (every plan). */
  app.post('/api/ai/compliance', async (request): Promise<TComplianceResult> => {
    const { text } = parseInput(ZComplianceCheck, request.body);
    const findings = checkCompliance(text);
    return { ok: findings.length === 0, findings };
  });
}
