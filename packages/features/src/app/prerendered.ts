import { useLayoutEffect } from 'react';

/** The `value` setter of the input prototype: sets the field without React's value tracker noticing. */
const setInputValue = Object.getOwnPropertyDescriptor(
  typeof HTMLInputElement === 'undefined' ? {} : HTMLInputElement.prototype,
  'value',
)?.set;

/**
 * The attribute the page's script (index.html's, auth.html's) puts on #root when it painted a prerendered page into
 * it (scripts/brand-vite-config.ts, choosePrerendered): its value is the page's language. The app
 * then hydrates that markup (startPortal) instead of rendering its own.
 */
export const PAINTED = 'data-painted';

/**
 * Called when the first screen has been hydrated over the page (sign-in, dashboard) the HTML painted before
 * any script ran: the page is the app's from now on. Removes the mark on #root (index.html's script
 * stops holding back a sent form), then hands the app what the visitor did on the painted page:
 * hydration keeps what was typed in the fields but React's state does not have it, so each changed
 * field gets an input event React takes as it takes a visitor's; the button the visitor last pressed
 * (the language switch, show password) is pressed, and the form is sent if the visitor sent it. A
 * press or a submission React is dispatching right now (it hydrated the page to deliver it) is left
 * to React. The focus needs nothing: the elements are the same. Does nothing when nothing was
 * painted (any other address, a wide screen, a signed-in visitor) or once it has run.
 */
export function takeOverPainted(): void {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!root?.hasAttribute(PAINTED)) return;
  const submitted = root.hasAttribute('data-submitted');
  const pressed = root.getAttribute('data-pressed');
  for (const name of [PAINTED, 'data-submitted', 'data-pressed']) root.removeAttribute(name);
  const dispatching = typeof window === 'undefined' ? undefined : window.event?.type;
  // Read now: the layout effects of this commit may re-render the fields (react-aria settles its
  // ids), and a controlled field re-rendered with React's empty state loses what was typed.
  const fields = [...root.querySelectorAll('input')];
  const typed = fields.map((field) => (field.value === field.defaultValue ? null : field.value));
  // Once React has finished the commit that called this: it then takes these events as a visitor's.
  queueMicrotask(() => {
    fields.forEach((field, at) => {
      const value = typed[at];
      if (value === null || value === undefined || !field.isConnected) return;
      // Through React's own setter (its tracker then holds the field's default), then the typed
      // value past it: the input event is a change React passes to the field's onChange.
      field.value = field.defaultValue;
      setInputValue?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    if (pressed !== null && dispatching !== 'click')
      root.querySelectorAll('button')[Number(pressed)]?.click();
    if (submitted && dispatching !== 'submit') fields[0]?.form?.requestSubmit();
  });
}

/** Takes over the painted page in the commit that first shows a screen, before the browser paints. */
export function useTakeOverPainted(): void {
  useLayoutEffect(takeOverPainted, []);
}
