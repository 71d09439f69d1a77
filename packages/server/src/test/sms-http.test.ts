import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ServerText } from '@portal/contract';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsGateway } from '../adapters/sms/http';
import { loadConfig } from '../config';
import { REDACT_PATHS } from '../logger';
import { createTestApp, createUser, identify, login, useTestDatabase } from './harness';

/** What the fake provider was asked. */
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in SMS provider on an ephemeral port: keeps each request, answers `status` after `delayMs`. */
class FakeProvider {
  readonly received: Received[] = [];
  status = 200;
  delayMs = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        this.received.push({ method: req.method, url: req.url, headers: req.headers, body });
        setTimeout(() => {
          res.writeHead(this.status, { 'content-type': 'application/json' });
          // Providers often echo the message: none of it may reach our logs.
          res.end(JSON.stringify({ error: this.status >= 300, echo: body }));
        }, this.delayMs);
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  }

  last(): Received & { json: Record<string, unknown> } {
    const request = this.received.at(-1);
    if (!request) throw new Error('the provider received nothing');
    return { ...request, json: JSON.parse(request.body) as Record<string, unknown> };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const testDb = useTestDatabase();
let provider: FakeProvider;

beforeAll(async () => {
  provider = new FakeProvider();
  await provider.start();
});
afterEach(() => {
  provider.status = 200;
  provider.delayMs = 0;
});
afterAll(async () => {
  await provider?.stop();
});

function gatewayConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    SMS_GATEWAY: 'http',
    SMS_HTTP_URL: provider.url,
    SMS_HTTP_USER: 'portal',
    SMS_HTTP_PASSWORD: 's3cret:pw',
    SMS_HTTP_SENDER: 'ADH',
    ...env,
  });
}

function gateway(env: Record<string, string> = {}): HttpSmsGateway {
  const config = gatewayConfig(env);
  if (!config.smsHttp) throw new Error('no SMS_HTTP settings');
  return new HttpSmsGateway(config.smsHttp);
}

const MESSAGE = {
  callingCode: '971',
  mobile: '501112233',
  code: '482913',
  purpose: 'login' as const,
  text: '482913 is your Al Dhannah Hospital sign-in code. It expires in 5 minutes. Never share it with anyone.',
};

describe('HTTP SMS gateway', () => {
  it('POSTs the number and the text as JSON with Basic credentials and the sender id', async () => {
    await gateway().send(MESSAGE);
    const request = provider.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/sms');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('portal:s3cret:pw').toString('base64')}`);
    expect(request.json).toEqual({ from: 'ADH', to: '971501112233', text: MESSAGE.text });
  });

  it('sends a Bearer token instead, and fills a provider-shaped body template (values JSON-escaped)', async () => {
    await gateway({
      SMS_HTTP_USER: '',
      SMS_HTTP_PASSWORD: '',
      SMS_HTTP_TOKEN: 'tok-123',
      SMS_HTTP_BODY: '{"messages":[{"destination":"+{to}","content":"{text}","source":"{from}","dlr":true}]}',
    }).send({ ...MESSAGE, text: 'a "quoted" {to}\nline' });
    const request = provider.last();
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.json).toEqual({
      messages: [
        { destination: '+971501112233', content: 'a "quoted" {to}\nline', source: 'ADH', dlr: true },
      ],
    });
  });

  it('fails on a non-2xx answer or a timeout, saying neither the number nor the code', async () => {
    provider.status = 503;
    const refused = await gateway()
      .send(MESSAGE)
      .catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused?.message).toBe('SMS gateway answered HTTP 503');

    provider.status = 200;
    provider.delayMs = 500;
    const slow = await gateway({ SMS_HTTP_TIMEOUT_MS: '100' })
      .send(MESSAGE)
      .catch((error: unknown) => error as Error);
    expect(slow?.message).toBe('SMS gateway did not answer within 100 ms');

    const gone = await gateway({ SMS_HTTP_URL: 'http://127.0.0.1:9/v1/sms' })
      .send(MESSAGE)
      .catch((error: unknown) => error as Error);
    expect(gone?.message).toMatch(/^SMS gateway could not be reached/);
    for (const error of [refused, slow, gone]) {
      const everything = JSON.stringify({ ...error, message: error?.message, stack: error?.stack });
      expect(everything).not.toContain(MESSAGE.mobile);
      expect(everything).not.toContain(MESSAGE.code);
    }
  });

  it('carries the sign-in code; when the provider fails the identify fails, the log holds no number or code, and a retry sends at once', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    const config = gatewayConfig();
    const t = await createTestApp(testDb.database, {
      config: { smsGateway: config.smsGateway, smsHttp: config.smsHttp },
      logger,
    });
    try {
      // No outbox with a real gateway.
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=971501234567' });
      expect(outbox.statusCode).toBe(404);

      const user = await createUser(t.db);
      provider.status = 500;
      const failed = await identify(t.app, user);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().message.message).toEqual([ServerText.somethingWentWrong]);
      const lost = provider.last().json;
      expect(lost.to).toBe(`971${user.mobile}`);
      const lostCode = String(lost.text).slice(0, 6);
      expect(lostCode).toMatch(/^\d{6}$/);
      expect(output).toContain('SMS gateway answered HTTP 500');
      expect(output).not.toContain(user.mobile);
      expect(output).not.toContain(lostCode);

      // The code that never arrived is void, and the retry is not held back by the 60 s rule.
      provider.status = 200;
      const sent = provider.received.length;
      const retry = await identify(t.app, user);
      expect(retry.statusCode).toBe(200);
      expect(provider.received).toHaveLength(sent + 1);
      const code = String(provider.last().json.text).slice(0, 6);
      expect(code).not.toBe(lostCode);
      expect((await login(t.app, user, lostCode)).statusCode).toBe(400);
      expect((await login(t.app, user, code)).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
