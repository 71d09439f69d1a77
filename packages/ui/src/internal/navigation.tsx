import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  useContext,
  useEffect,
  useRef,
} from 'react';

/**
 * What a link hands the app's navigation with its href: the next screen's location state, or a
 * replace of the current history entry.
 */
export interface NavigationOptions {
  state?: unknown;
  replace?: boolean;
}

/** The app's client-side navigation, as UIProvider is given it. */
export interface Navigation {
  navigate: (href: string, options?: NavigationOptions) => void;
  /** Turns a router href into the URL the anchor shows (basename etc.). */
  useHref?: (href: string) => string;
}

export const NavigationContext = createContext<Navigation | null>(null);

const asIs = (href: string) => href;

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Handed to the app's navigate with the href (react-aria's name for the same thing). */
  routerOptions?: NavigationOptions;
}

/**
 * A plain anchor whose ordinary click on an address of this page's origin navigates client-side
 * (UIProvider's `navigate`); a click with a modifier key, a middle click, a new target or a download
 * is left to the browser, as is every click without a UIProvider router. Hover, press and keyboard
 * focus are the browser's own (:hover, :active, :focus-visible): a link needs no script for them,
 * and react-aria's Link ran about 75 hooks an instance (a third of a signed-in page's hooks).
 */
export function RouterAnchor({ href, routerOptions, onClick, autoFocus, ...props }: RouterAnchorProps) {
  const navigation = useContext(NavigationContext);
  const anchor = useRef<HTMLAnchorElement>(null);
  // Focused once mounted, after the layout effects around it, as react-aria's focusable parts are:
  // React's own autoFocus comes earlier in the commit, and a dialog opening with the link in it
  // then moved focus to itself.
  useEffect(() => {
    if (autoFocus) anchor.current?.focus();
  }, [autoFocus]);
  const shown = (navigation?.useHref ?? asIs)(href);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const link = event.currentTarget;
    const target = link.getAttribute('target');
    if ((target && target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigation.navigate(href, routerOptions);
  };
  return <a {...props} ref={anchor} href={shown} onClick={click} />;
}
