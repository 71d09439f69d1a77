import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BrandConfig } from '../brand/BrandConfig';
import { changeLanguage } from '../i18n/i18n';
import { selectLanguage } from '../preferences/slice';
import { bootstrapped, createRuntime, PortalApp } from './PortalApp';
import { PAINTED } from './prerendered';

/**
 * Starts the portal in #root (each brand's main.tsx). When index.html painted the prerendered
 * sign-in page there (#root marked data-painted), the app hydrates it: React attaches to the painted
 * elements, which stay on show as they are (no second paint, no new largest paint, what was typed
 * kept), instead of rendering the page again over them. For the first render to be that page, the
 * stored preferences are read back and the language's strings loaded first (otherwise the app's
 * first render is its boot screen); the lazy layout and screen then hydrate as their chunks arrive.
 * Anywhere else the app renders from nothing.
 */
export async function startPortal(brand: BrandConfig, root: HTMLElement): Promise<void> {
  const runtime = createRuntime();
  const app = (
    <StrictMode>
      <PortalApp brand={brand} runtime={runtime} />
    </StrictMode>
  );
  if (!root.hasAttribute(PAINTED)) {
    createRoot(root).render(app);
    return;
  }
  await bootstrapped(runtime.persistor);
  // Should the strings not load, the app's first render is its boot screen, which React does not
  // match to the painted page: it renders the page from nothing instead, as without a painted one.
  await changeLanguage(selectLanguage(runtime.store.getState())).catch((error: unknown) =>
    console.error('Could not load language', error),
  );
  // As a transition, React hydrates in slices of a few milliseconds (a phone answers input between
  // them); otherwise the whole page in one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
