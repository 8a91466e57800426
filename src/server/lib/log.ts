import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface TLogEntry {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
}

/**
 * In development pino's JSON lines are written as one readable line each, with the local time:
 * "14:03:07 GET /api/people 200 12 ms". Warnings and errors keep their level, request id and
 * stack. Production keeps the JSON, for log collectors. (pino-pretty would do this as a
 * worker-thread transport and a dependency; this is all we need of it.)
 */
export function readableLogStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(line: string) {
      let entry: TLogEntry;
      try {
        entry = JSON.parse(line) as TLogEntry;
      } catch {
        out.write(line);
        return;
      }
      const time = new Date(entry.time).toTimeString().slice(0, 8);
      const level = entry.level >= 40 ? ` ${LEVELS[entry.level] ?? entry.level}${entry.reqId ? ` ${entry.reqId}` : ''}` : '';
      const error = entry.err ? `\n${entry.err.stack || entry.err.message}` : '';
      out.write(`${time}${level} ${entry.msg ?? ''}${error}\n`);
    },
  };
}

/**
 * In development a request leaves one line when it is answered, "GET /api/people 200 12 ms",
 * instead of pino's "incoming request" and "request completed" pair. `url` hides tokens.
 */
export class ReadableRequestLog extends LogController {
  constructor(private readonly url: (raw: string) => string) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${this.url(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
