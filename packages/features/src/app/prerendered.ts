import { useLayoutEffect } from 'react';

/** The `value` setter React's inputs answer to (setting `.value` directly would bypass onChange). */
const setInputValue = Object.getOwnPropertyDescriptor(
  typeof HTMLInputElement === 'undefined' ? {} : HTMLInputElement.prototype,
  'value',
)?.set;

/** What the painted page and the app's have in the same order, to carry the focus across by. */
const FOCUSABLE = 'input, button, a[href]';

/**
 * Swaps the sign-in page index.html painted before any script ran (scripts/brand-vite-config.ts,
 * prerenderSignIn) for the app's own rendering: removes it, which shows #root again; then gives each
 * field of the app's form what the visitor typed into the same field of the painted one, moves focus
 * along, presses the button the visitor last pressed there (the language switch, say), and sends the
 * form if the visitor already did (the painted form held it back). Does nothing
 * when there is no painted page (any other address, a wide screen, a signed-in visitor) or once it is
 * gone.
 */
export function replacePrerendered(): void {
  const painted = typeof document === 'undefined' ? null : document.getElementById('prerendered');
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!painted || !root) return;
  const all = (within: HTMLElement, selector: string) => [...within.querySelectorAll<HTMLElement>(selector)];
  const typed = all(painted, 'input') as HTMLInputElement[];
  const fields = all(root, 'input') as HTMLInputElement[];
  const focused = all(painted, FOCUSABLE).indexOf(document.activeElement as HTMLElement);
  const submitted = painted.hasAttribute('data-submitted');
  const pressed = painted.getAttribute('data-pressed');
  painted.remove();
  // Once React has finished the commit that called this: it then takes these input events as it
  // takes a visitor's, and renders the typed values before the form is sent.
  queueMicrotask(() => {
    typed.forEach((input, at) => {
      const field = fields[at];
      if (!field || field.name !== input.name || input.value === input.defaultValue) return;
      setInputValue?.call(field, input.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    if (focused !== -1) all(root, FOCUSABLE)[focused]?.focus();
    if (pressed !== null) all(root, 'button')[Number(pressed)]?.click();
    if (submitted) fields[0]?.form?.requestSubmit();
  });
}

/** Replaces the painted page in the commit that first shows a screen, before the browser paints. */
export function useReplacePrerendered(): void {
  useLayoutEffect(replacePrerendered, []);
}
