import type { SmsGateway, SmsMessage } from './port';

export const HTTP_GATEWAY = 'http';

export type SmsHttpAuth =
  | { kind: 'basic'; user: string; password: string }
  | { kind: 'bearer'; token: string };

/** A JSON value whose strings may hold the placeholders {to}, {text} and {from}. */
export type SmsBodyTemplate =
  | string
  | number
  | boolean
  | null
  | SmsBodyTemplate[]
  | { [key: string]: SmsBodyTemplate };

export interface SmsHttpSettings {
  /** The provider's send address; the request is a POST of the filled template as JSON. */
  url: string;
  auth: SmsHttpAuth;
  /** Sender id (the name the phone shows), for {from}. */
  sender: string | null;
  template: SmsBodyTemplate;
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

const PLACEHOLDERS = /\{(to|text|from)\}/g;
const DEFAULT_TIMEOUT_MS = 10_000;

function templateStrings(value: SmsBodyTemplate): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(templateStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(templateStrings);
  return [];
}

/**
 * The SMS_HTTP_* settings of SMS_GATEWAY=http. Anything that could not send stops the start
 * rather than the first sign-in.
 */
export function loadSmsHttpSettings(env: Env, production: boolean): SmsHttpSettings {
  const rawUrl = env.SMS_HTTP_URL?.trim();
  if (!rawUrl) throw new Error('SMS_HTTP_URL is required with SMS_GATEWAY=http');
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`SMS_HTTP_URL is not an address: '${rawUrl}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('SMS_HTTP_URL must be an http(s) address');
  // Credentials and every code travel in this request.
  if (production && url.protocol !== 'https:')
    throw new Error('SMS_HTTP_URL must be https in production: the request carries credentials and codes');

  const user = env.SMS_HTTP_USER || undefined;
  const password = env.SMS_HTTP_PASSWORD || undefined;
  const token = env.SMS_HTTP_TOKEN || undefined;
  let auth: SmsHttpAuth;
  if (token && (user || password)) {
    throw new Error('Set SMS_HTTP_TOKEN or SMS_HTTP_USER/SMS_HTTP_PASSWORD, not both');
  } else if (token) {
    auth = { kind: 'bearer', token };
  } else if (user && password) {
    auth = { kind: 'basic', user, password };
  } else {
    throw new Error(
      'SMS_GATEWAY=http needs SMS_HTTP_USER and SMS_HTTP_PASSWORD, or SMS_HTTP_TOKEN (sent as Basic or Bearer)',
    );
  }

  const sender = env.SMS_HTTP_SENDER?.trim() || null;
  let template: SmsBodyTemplate;
  const rawBody = env.SMS_HTTP_BODY?.trim();
  if (rawBody) {
    try {
      template = JSON.parse(rawBody) as SmsBodyTemplate;
    } catch {
      throw new Error('SMS_HTTP_BODY must be JSON, e.g. {"to":"{to}","text":"{text}","from":"{from}"}');
    }
  } else {
    template = sender ? { from: '{from}', to: '{to}', text: '{text}' } : { to: '{to}', text: '{text}' };
  }
  const used = new Set(
    templateStrings(template).flatMap((s) => [...s.matchAll(PLACEHOLDERS)].map((m) => m[1])),
  );
  for (const needed of ['to', 'text']) {
    if (!used.has(needed)) throw new Error(`SMS_HTTP_BODY must contain {${needed}} in a string value`);
  }
  if (used.has('from') && !sender) throw new Error('SMS_HTTP_BODY uses {from}: set SMS_HTTP_SENDER');

  const rawTimeout = env.SMS_HTTP_TIMEOUT_MS;
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    throw new Error(`SMS_HTTP_TIMEOUT_MS must be an integer from 100 to 60000, got '${rawTimeout}'`);

  return { url: url.toString(), auth, sender, template, timeoutMs };
}

/** Fills string values only, so a number or a text with quotes can never change the JSON around it. */
function fill(value: SmsBodyTemplate, values: Record<string, string>): SmsBodyTemplate {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDERS, (_match, name: string) => values[name] ?? '');
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));
  return value;
}

/**
 * A failed send. Its message names what went wrong with the provider and nothing of the message:
 * the error handler logs it, and neither the number nor the code may reach a log.
 */
export class SmsGatewayError extends Error {
  override readonly name = 'SmsGatewayError';
}

/**
 * A provider's JSON-over-HTTP send API: a POST of the filled body template with Basic or Bearer
 * credentials. Any answer outside 2xx, a timeout or a network failure fails the send, which fails
 * the request that wanted the SMS (500, as for any gateway failure).
 */
export class HttpSmsGateway implements SmsGateway {
  readonly name = HTTP_GATEWAY;
  private readonly authorization: string;

  constructor(private readonly settings: SmsHttpSettings) {
    const { auth } = settings;
    this.authorization =
      auth.kind === 'bearer'
        ? `Bearer ${auth.token}`
        : `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const { url, timeoutMs, template, sender } = this.settings;
    const body = JSON.stringify(
      fill(template, {
        to: `${message.callingCode}${message.mobile}`,
        text: message.text,
        from: sender ?? '',
      }),
    );
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: this.authorization,
        },
        body,
        // Credentials go to the configured address only.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as { name?: unknown }).name === 'TimeoutError')
        throw new SmsGatewayError(`SMS gateway did not answer within ${timeoutMs} ms`);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new SmsGatewayError(
        `SMS gateway could not be reached${typeof code === 'string' ? ` (${code})` : ''}`,
      );
    }
    // The answer's body may echo the message; it is read to free the connection, never kept.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsGatewayError(`SMS gateway answered HTTP ${response.status}`);
  }
}
