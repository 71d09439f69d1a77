/**
 * Whole screens in Storybook: a screen at its address, with the store, router, brand and strings of
 * the app, and its API calls answered by handlers typed from the contract endpoints, so a story's
 * data cannot drift from what the server sends. Never imported by the app.
 */
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type MessageCode,
  Messages,
} from '@portal/contract';
import { toast } from '@portal/ui';
import type { Decorator, Loader } from '@storybook/react-vite';
import { type ComponentType, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useTheme } from 'styled-components';
import { API_BASE_PATH } from '../api/baseQuery';
import { BrandProvider } from '../brand/BrandContext';
import { changeLanguage, i18n } from '../i18n/i18n';
import { isLanguage } from '../i18n/languages';
import { makeStore, type PreloadedState } from '../store/store';
import { testBrand } from './fixtures';

/** The preview's own fetch, given back when a story's app goes. */
const browserFetch = globalThis.fetch;

/** A call a story answers: a contract endpoint, or the method and path of one not described there. */
type Call = Pick<Endpoint, 'method' | 'path'> & { request?: Endpoint['request'] };

/** One answered call and what the server would answer. */
export interface Answer {
  endpoint: Call;
  respond(input: unknown): { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
}

/**
 * The answer to a call the contract has no endpoint for (a body and a query, a DELETE with a body):
 * typed by the contract's envelope type the caller names, e.g. `answerCall<AppointmentHistoryResponse>`.
 */
export function answerCall<Body>(
  method: Endpoint['method'],
  path: string,
  respond: (input: unknown) => Body,
): Answer {
  return { endpoint: { method, path }, respond: async (input) => ({ status: 200, body: respond(input) }) };
}

/** A successful answer of an endpoint, built from what the call asked. */
export function answer<E extends Endpoint>(
  endpoint: E,
  respond: (input: EndpointInput<E>) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>,
): Answer {
  return {
    endpoint,
    respond: async (input) => ({ status: 200, body: await respond(input as EndpointInput<E>) }),
  };
}

/** A refusal of an endpoint with one of the server's coded messages, as the server sends it. */
export function refusal(endpoint: Call, status: number, messageStatus: string, code: MessageCode): Answer {
  const [area, name] = code.split('.') as [keyof typeof Messages, string];
  const said = (Messages[area] as Record<string, { code: string; text: string }>)[name];
  return {
    endpoint,
    respond: () => ({
      status,
      body: { message: { status: messageStatus, message: [said?.text ?? code], code }, data: null },
    }),
  };
}

/** A file the server sends (GET /user/getdocument): its bytes with their content type. */
export function answerFile(path: string, file: Blob): Answer {
  return { endpoint: { method: 'GET', path }, respond: () => ({ status: 200, body: file }) };
}

/** A call that never answers: the screen's loading state. */
export function pending(endpoint: Call): Answer {
  return { endpoint, respond: () => new Promise(() => undefined) };
}

/** A path as the contract writes it; a ':name' segment (the brand in the medications path) matches any one. */
function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => part === got[i] || (part.startsWith(':') && got[i] !== ''))
  );
}

/**
 * The fetch the screen's calls meet: each goes to the answer of its method and path, its input
 * parsed with the endpoint's request schema (as the server would); a call no story answers gets a
 * 404 and a console error naming it, so a missing answer shows in the story's test.
 */
function storyFetch(answers: readonly Answer[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.slice(API_BASE_PATH.length);
    const found = answers.find(
      (a) => a.endpoint.method === request.method && pathMatches(a.endpoint.path, path),
    );
    if (!found) {
      console.error(`No story answer for ${request.method} ${url.pathname}`);
      return Response.json({ message: { status: 'NotFound', message: [] }, data: null }, { status: 404 });
    }
    const text = await request.text();
    const raw = text ? JSON.parse(text) : Object.fromEntries(url.searchParams);
    const parsed = found.endpoint.request?.safeParse(raw);
    const { status, body } = await found.respond(parsed?.success ? parsed.data : raw);
    if (body instanceof Blob) return new Response(body, { status, headers: { 'content-type': body.type } });
    return Response.json(body, { status });
  };
}

/** The brand's logo in a story (the dashboard shows it): drawn inline, as stories never reach the network. */
function storyLogo(colour: string): typeof testBrand.logo {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect x="2" y="4" width="40" height="40" rx="8" fill="${colour}"/><path d="M17 14h10v10h10v10H27v10H17V34H7V24h10Z" transform="translate(0 -5)" fill="#fff"/><rect x="50" y="14" width="66" height="8" rx="4" fill="${colour}"/><rect x="50" y="28" width="48" height="8" rx="4" fill="${colour}" fill-opacity=".6"/></svg>`;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return { ...testBrand.logo, src: { en: src, ar: src } };
}

export interface ScreenStory {
  /** The screen as its route shows it. */
  screen: ComponentType;
  /** Its address, e.g. '/auth/appointments'. */
  path: string;
  /** The address's query string, e.g. '?code=abc' (a return from UAE PASS). */
  search?: string;
  /**
   * Location state the screen reads (state.ts of its feature), or a function making it when the
   * story renders, for what the user typed in the language on show (`inLanguage`).
   */
  state?: unknown;
  /** Session and preferences; signed out when left out. */
  preloadedState?: PreloadedState;
  answers?: readonly Answer[];
}

/**
 * The loader of a screen's stories: the toolbar's language switched to, with the screen's strings
 * (its module's `ready`), before the story renders, so the first render is in that language.
 */
export function screenLoader(ready: () => Promise<unknown>): Loader {
  return async (context) => {
    await changeLanguage(isLanguage(context.globals.locale) ? context.globals.locale : 'en');
    await ready();
  };
}

/**
 * The decorator that shows a screen as the app would: the toolbar's brand, the language the
 * loader switched to (screenLoader), the calls answered by `answers`.
 */
export function screenStory({
  screen: Screen,
  path,
  search,
  state,
  preloadedState,
  answers = [],
}: ScreenStory): Decorator {
  return (_Story, context) => {
    return (
      <StoryApp
        // A story of its own is a new app: a store, a cache and answers of its own, even when the
        // preview keeps its React root from the story before.
        key={`${context.id}-${String(context.globals.brand)}-${String(context.globals.locale)}`}
        Screen={Screen}
        path={path}
        search={search}
        state={state}
        preloadedState={preloadedState}
        answers={answers}
      />
    );
  };
}

function StoryApp({
  Screen,
  path,
  search,
  state,
  preloadedState,
  answers,
}: Omit<ScreenStory, 'screen'> & {
  Screen: ComponentType;
  answers: readonly Answer[];
}) {
  const [store] = useState(() => makeStore(preloadedState));
  // The toolbar's brand: the preview's provider holds its theme, whose name is the brand's key.
  const theme = useTheme();
  // The fetch is swapped before the screen's first call and given back when the story goes, so
  // stories never share answers; the toast queue is the ui's own (module level), so a story's
  // toasts go with it too and never show over the next story.
  // The next story's app may be made before this one goes: the fetch given back is the browser's
  // own, and only by the story whose fetch is in place, never a story's over another's.
  const [storyOwnFetch] = useState(() => {
    const own = storyFetch(answers);
    globalThis.fetch = own;
    toast.clear();
    return own;
  });
  useEffect(
    () => () => {
      if (globalThis.fetch !== storyOwnFetch) return;
      globalThis.fetch = browserFetch;
      toast.clear();
    },
    [storyOwnFetch],
  );
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider
          brand={{ ...testBrand, key: theme.name, theme, logo: storyLogo(theme.colors.primary) }}
        >
          <MemoryRouter
            initialEntries={[
              { pathname: path, search, state: typeof state === 'function' ? state() : state },
            ]}
          >
            <Routes>
              <Route path={path} element={<Screen />} />
            </Routes>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}

/** The text a story expects in the language on show: play functions check either language. */
export function inLanguage(en: string, ar: string): string {
  return i18n.language === 'ar' ? ar : en;
}
