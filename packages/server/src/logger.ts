import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

/**
 * Paths never written to the log: credentials in headers and any body field that can hold a
 * password, code or token. Fastify does not log bodies, but a route logging one by mistake must
 * not leak either.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.newPassword',
  'body.oldPassword',
  'body.otp',
  'body.token',
  'body.refreshToken',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.otp',
  '*.token',
  '*.refreshToken',
];

export function createLogger(level: string): pino.Logger {
  return pino({
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

const DATABASE_FACTS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

/** A database error's facts that hold no value: its message and detail may quote the data. */
function databaseFacts(error: unknown): Record<string, unknown> | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const source = error as Record<string, unknown>;
  const facts: Record<string, unknown> = { type: error instanceof Error ? error.name : typeof error };
  for (const key of DATABASE_FACTS) if (typeof source[key] === 'string') facts[key] = source[key];
  return facts;
}

/** The call frames of a stack, without its first lines (they repeat the message). */
function frames(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * What the error log keeps of a failed request. A failed query (drizzle's DrizzleQueryError)
 * carries its parameters, personal data among them, in its message and fields, and the database
 * error behind it may quote values in its message or detail: the log gets the SQL text with its
 * placeholders, the error codes and the call frames, never the values. Other errors pass as they are.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: error.query,
      stack: frames(error),
      cause: databaseFacts(error.cause),
    };
  }
  if (error instanceof Error && typeof (error as { severity?: unknown }).severity === 'string') {
    return { ...databaseFacts(error), message: 'Database error', stack: frames(error) };
  }
  return error;
}
