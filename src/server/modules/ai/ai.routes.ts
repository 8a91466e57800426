import type { FastifyInstance } from 'fastify';
import { ZComplianceCheck, type TComplianceResult } from '../../../shared/ai/ai.schema.js';
import { ZChatRequest, ZChatSessionRename, ZUserDataQuery } from '../../../shared/ai/chat.schema.js';
import { checkCompliance } from '../../../shared/ai/compliance.rules.js';
import { idParam, parseInput } from '../../lib/validation.js';
import { currentUser } from '../../plugins/session.js';
import { chatterOf, getUsage } from './quota.service.js';
import { getUserData } from './user-data.service.js';
import { deleteSession, getSession, listSessions, renameSession } from './sessions.service.js';
import { startChat } from './chat.service.js';
import { answerControl, streamChatRun } from './chat-stream.js';

/** The AI assistant's endpoints. */
export async function aiRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.requireUser);

  /** Any screen may check a message for forbidden income and health claims (every plan). */
  app.post('/api/ai/compliance', async (request): Promise<TComplianceResult> => {
    const { text } = parseInput(ZComplianceCheck, request.body);
    const findings = checkCompliance(text);
    return { ok: findings.length === 0, findings };
  });

  /** Every plan sees its allowance (and whether it may chat): the usage card and the badge. */
  app.get('/api/ai/usage', async (request) => getUsage(app.db, await chatterOf(app.db, app.config, currentUser(request))));

  /** The data selector's records: the owner's own, bounded, searchable. */
  app.get('/api/user-data', async (request) => getUserData(app.db, currentUser(request).id, parseInput(ZUserDataQuery, request.query).q || undefined));

  /**
   * The chat, streamed as server-sent events (see TChatStreamEvent). Refusals come before the
   * stream as JSON errors; the user's request slot is held until the answer ends.
   */
  app.post('/api/chat', async (request, reply) => {
    const input = parseInput(ZChatRequest, request.body);
    const control = answerControl(reply, app.config.ai.timeoutMs);
    try {
      const run = await startChat({ db: app.db, config: app.config }, { user: currentUser(request), input, acceptLanguage: request.headers['accept-language'], signal: control.signal });
      await streamChatRun(reply, run, control, input.showReasoning);
    } finally {
      control.dispose();
      // A hijacked reply skips the hooks that hand the user's slot to her next request (releasing twice is harmless).
      request.releaseUserTurn?.();
    }
  });

  app.get('/api/ai/sessions', async (request) => listSessions(app.db, currentUser(request).id));

  app.get('/api/ai/sessions/:id', async (request) => getSession(app.db, currentUser(request).id, idParam(request.params)));

  app.patch('/api/ai/sessions/:id', async (request) => {
    const id = idParam(request.params);
    const { title } = parseInput(ZChatSessionRename, request.body);
    return renameSession(app.db, currentUser(request).id, id, title);
  });

  app.delete('/api/ai/sessions/:id', async (request, reply) => {
    await deleteSession(app.db, currentUser(request).id, idParam(request.params));
    return reply.status(204).send();
  });
}
