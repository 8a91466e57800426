/**
 * What may reach a log line from an error. A failed query's message carries its parameters
 * (drizzle writes "Failed query: …\nparams: …"), and those can be session tokens, reset tokens or
 * anything a user typed, NUL characters included: keep the statement, drop the values, and make
 * control characters visible.
 */
export function safeMessage(message: string): string {
  const withoutParams = message.split(/\n\s*params:/i)[0] ?? '';
  // eslint-disable-next-line no-control-regex
  return withoutParams.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 2000);
}

export interface TSafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: TSafeError;
}

/** pino's `err` serializer and better-auth's log arguments: an error without the values it carried. */
export function safeError(error: unknown, depth = 0): TSafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeMessage(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: safeMessage(error.message),
    ...(typeof code === 'string' && { code }),
    // The stack repeats the whole message before its frames: the scrubbed message, then the frames.
    ...(error.stack && { stack: [`${error.name}: ${safeMessage(error.message)}`, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n') }),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}

type TLogFn = (obj: object, message: string) => void;
export interface TLogSink {
  debug: TLogFn;
  info: TLogFn;
  warn: TLogFn;
  error: TLogFn;
}

/**
 * better-auth's logger, routed into the app's: its message (scrubbed) and, of its arguments, only
 * errors (scrubbed). Other arguments are request data and stay out of the log.
 */
export function authLogger(sink: TLogSink) {
  return {
    // At "warn", "error" or "debug" better-auth also prints refused requests through its own
    // console logger; at "info" everything comes here. Its info lines (sign-up attempts with the
    // address) are kept at debug.
    level: 'info' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const errors = args.filter((a) => a instanceof Error).map((e) => safeError(e));
      sink[level === 'info' ? 'debug' : level]({ source: 'better-auth', ...(errors.length > 0 && { errors }) }, safeMessage(message));
    },
  };
}
