import { useEffect, useState } from 'react';

/** Turns the content service's HTML into HTML safe to render (SECURITY.md, input). */
export type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;

/**
 * DOMPurify, fetched the first time a screen shows the content service's HTML (terms and privacy
 * pages, health package descriptions): it is its own chunk, on no path that does not show such HTML.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'img'] }),
  );
  return sanitizer;
}

/**
 * The sanitiser once it has loaded (from when `wanted` is first true), or whether loading it
 * failed: a screen shows its HTML only through it.
 */
export function useSanitizer(wanted = true): { sanitize: Sanitize | undefined; failed: boolean } {
  const [sanitize, setSanitize] = useState<Sanitize>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, sanitize]);
  return { sanitize, failed };
}
