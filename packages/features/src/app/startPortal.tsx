// The fonts' @font-face rules (1.7 kB) belong to the entry, so the build inlines them into index.html
// (scripts/brand-vite-config.ts, inlineStyleSheets): the painted sign-in page has its fonts from the
// first paint, and the app's import of its own code waits for no style sheet. Imported only by the
// design system's provider, in the app's chunk, they were a file of their own that the browser had
// to fetch before that chunk's import resolved (a round trip more before the app started).
import '@portal/ui/fonts';
import { StrictMode, startTransition } from 'react';
import type { BrandConfig } from '../brand/BrandConfig';
import { PAINTED } from './prerendered';

/**
 * Starts the portal in #root (each brand's main.tsx). When its HTML (index.html, auth.html) painted a prerendered page
 * there (the sign-in page, or the dashboard; #root marked data-painted), the app hydrates it: React attaches to the painted
 * elements, which stay on show as they are (no second paint, no new largest paint, what was typed
 * kept), instead of rendering the page again over them. For the first render to be that page, the
 * stored preferences are read back and the language's strings loaded first (otherwise the app's
 * first render is its boot screen); the lazy layout and screen then hydrate as their chunks arrive.
 * Anywhere else the app renders from nothing.
 *
 * The app's modules are evaluated in parts, a task each, in the order they are needed: the store
 * (reading the stored session starts the refresh call, and on the dashboard its calls), the strings,
 * React's renderer, then the app (router, design system, screens' routes). Imported together they were one task of about 500 ms on
 * a phone's CPU (Lighthouse's 4x slowdown), during which a key pressed on the painted page waited.
 */
export async function startPortal(brand: BrandConfig, root: HTMLElement): Promise<void> {
  // The store's libraries (in nextTask's chunk), then the store's own chunk: a task each.
  const { nextTask } = await import('./nextTask');
  await nextTask();
  const { holdPainted, matchesPainted, prefetchLanding, startRuntime, storedLanguage } = await import(
    './runtime'
  );
  // The module's evaluation, the store's making and its reading back are three tasks (together 110-
  // 170 ms at 4x CPU).
  await nextTask();
  const runtime = await startRuntime();
  const landing = prefetchLanding(runtime, brand);
  await nextTask();
  const { changeLanguage } = await import('../i18n/i18n');
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { PortalApp } = await import('./PortalApp');
  await nextTask();
  // What the page was painted with (prefetchLanding): the stored session and preferences and, on the
  // dashboard, the banners kept from last time, with no call answered yet. React hydrates the painted
  // markup against it, and sees nothing newer until the app has taken the page over (the first
  // screen's commit removes the mark on #root); then the answers that came meanwhile, one per task
  // (runtime.ts, holdPainted).
  const painted = root.hasAttribute(PAINTED) ? await landing : null;
  // Not painted, or painted for a session that has ended meanwhile (matchesPainted): from nothing.
  if (!painted || !matchesPainted(painted)) {
    // As a transition the first render too goes in slices (see the hydration below).
    const fresh = createRoot(root);
    startTransition(() =>
      fresh.render(
        <StrictMode>
          <PortalApp brand={brand} runtime={runtime} />
        </StrictMode>,
      ),
    );
    return;
  }
  // Should the strings not load, the app's first render is its boot screen, which React does not
  // match to the painted page: it renders the page from nothing instead, as without a painted one.
  await changeLanguage(storedLanguage(runtime)).catch((error: unknown) =>
    console.error('Could not load language', error),
  );
  const held = holdPainted(runtime.store, painted);
  const takenOver = new MutationObserver(() => {
    if (root.hasAttribute(PAINTED)) return;
    takenOver.disconnect();
    void held.release();
  });
  takenOver.observe(root, { attributes: true, attributeFilter: [PAINTED] });
  // As a transition, React hydrates in slices of a few milliseconds (a phone answers input between
  // them); otherwise the whole page in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PortalApp brand={brand} runtime={{ ...runtime, store: held.store }} painted={painted} />
      </StrictMode>,
    );
  });
}
