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
