import { emptyEnvelope, endpoint } from '@portal/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { route } from '../http/endpoint';
import { ApiError } from '../http/envelope';

const greeting = endpoint({
  method: 'GET',
  path: '/greeting',
  request: z.object({ name: z.string().check(z.minLength(2)) }),
  response: z.object({
    message: z.object({ status: z.string(), message: z.array(z.string()) }),
    data: z.string(),
  }),
});

/** An app with one described route whose handler answers what `answer` returns. */
async function appWith(checkAnswers: boolean, answer: (name: string) => unknown) {
  const app = Fastify();
  app.decorate('portal', { config: { checkAnswers } } as AppContext);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send({ status: error.status });
    return reply.status(500).send({ error: error instanceof Error ? error.message : String(error) });
  });
  route(app, greeting, {}, async ({ name }) => answer(name) as never);
  await app.ready();
  return app;
}

describe('a route described by a contract endpoint', () => {
  it('parses the request with the contract and hands the handler its output', async () => {
    const app = await appWith(true, (name) => ({
      message: { status: 'Success', message: [] },
      data: `Hi ${name}`,
    }));
    const res = await app.inject({ method: 'GET', url: '/greeting?name=Aisha' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('Hi Aisha');
  });

  it('refuses a request outside the contract before the handler runs', async () => {
    let ran = false;
    const app = await appWith(true, () => {
      ran = true;
      return emptyEnvelope;
    });
    const res = await app.inject({ method: 'GET', url: '/greeting?name=A' });
    expect(res.statusCode).toBe(400);
    expect(ran).toBe(false);
  });

  it('fails an answer outside the contract, naming the endpoint, outside production', async () => {
    const app = await appWith(true, () => ({ message: { status: 'Success', message: [] }, data: 42 }));
    const res = await app.inject({ method: 'GET', url: '/greeting?name=Aisha' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toContain('GET /greeting answered outside its contract');
  });

  it('does not spend the check where answers are not checked (production)', async () => {
    const app = await appWith(false, () => ({ message: { status: 'Success', message: [] }, data: 42 }));
    const res = await app.inject({ method: 'GET', url: '/greeting?name=Aisha' });
    expect(res.statusCode).toBe(200);
  });
});
