/**
 * Moves focus to the screen's heading (the h1 inside main, or the one given), making it focusable
 * by script only, so a screen reader hears where the patient is and Tab starts from there. Returns
 * whether it did.
 */
export function focusPageHeading(
  heading: HTMLElement | null = document.querySelector<HTMLElement>('main h1'),
): boolean {
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}
