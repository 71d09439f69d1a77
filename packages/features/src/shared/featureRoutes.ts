import type { TypeOptions } from 'i18next';
import { type ComponentType, createContext, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { DialogName } from './dialogs';

/** A screen as its own chunk, which can also be fetched ahead (`preload`). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * A screen's code or strings could not be fetched (a lost connection, or a deploy that replaced the
 * chunks this page knows): the error screen offers a reload rather than a way back (app/RouteError).
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the portal could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE = /dynamically imported module|importing a module script failed/i;

/** Whether an error is a chunk that did not load (lazyScreen's, or a plain lazy import's). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof TypeError && CHUNK_FAILURE.test(error.message));
}

/**
 * A screen or layout as its own chunk. `ready` is what the module must finish before it can show
 * (its strings in the current language), awaited inside the same lazy load so the screen never
 * renders raw keys.
 */
export function lazyScreen<M extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load()
      .then(async (m) => {
        if ('ready' in m && typeof m.ready === 'function') await m.ready();
        return { default: pick(m) };
      })
      .catch((cause: unknown) => {
        // The next try fetches again (a preload that failed does not doom the visit).
        loading = undefined;
        throw new ChunkLoadError(cause);
      });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/** One address of spec section 2 and the screen it shows. */
export interface ScreenRoute {
  /** The whole address as a user types it, from the feature's paths.ts ('/auth/finddoctor'). */
  path: string;
  screen: LazyScreen;
  /** Role ids (spec section 6) that may open it; anyone signed in when left out. */
  roles?: readonly number[];
}

interface MenuEntry {
  /**
   * The entry's text: a key of the side menu's namespace ('layout', layout/i18n/en.ts), typed through
   * i18n/namespaces.ts so that shared/ names no file of the shell.
   */
  label: keyof TypeOptions['resources']['layout'];
  icon: ReactNode;
  /** Role ids (spec section 6) the entry is shown to; everyone signed in when left out. */
  roles?: readonly number[];
}

/** An entry of the signed-in side menu that leads to one of the feature's own signed-in routes. */
export interface MenuLink extends MenuEntry {
  path: string;
  /** Other addresses that belong to this entry (it is marked current there too). */
  also?: readonly string[];
}

/** An entry of the signed-in side menu that opens one of the shared dialogs (shared/dialogs.ts). */
export interface MenuDialog extends MenuEntry {
  dialog: DialogName;
}

/** An entry of the signed-in side menu. */
export type MenuItem = MenuLink | MenuDialog;

/** What a feature adds to the app, exported by its routes.tsx and listed once in app/routes.tsx (visitors) or app/signedInRoutes.tsx (signed in). */
export interface FeatureRoutes {
  /** Under /home, for visitors only: a signed-in patient is sent to the dashboard. */
  signedOut?: readonly ScreenRoute[];
  /** Under /home, whatever the session (the one-time code after a password). */
  open?: readonly ScreenRoute[];
  /** Under /auth, in the signed-in layout. */
  signedIn?: readonly ScreenRoute[];
  /**
   * Top-level public pages with a layout of their own, outside /home and /auth (the valet
   * mock-ups): anyone may open them, signed in or not.
   */
  standalone?: readonly ScreenRoute[];
  /** Side menu entries, in the feature's order; the features' order in app/signedInRoutes.tsx orders the menu. */
  menu?: readonly MenuItem[];
}

/** The side menu's entries, given by the app (app/signedInRoutes.tsx) to the signed-in layout. */
export const MenuContext = createContext<readonly MenuItem[]>([]);
