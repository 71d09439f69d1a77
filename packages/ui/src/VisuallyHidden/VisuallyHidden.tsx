import type { ReactNode } from 'react';
import { VisuallyHidden as RACVisuallyHidden } from 'react-aria-components';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /**
   * Element to render.
   * @default 'div'
   */
  elementType?: 'div' | 'span';
  /** Show the content while it (or a descendant) has focus, e.g. a skip link. */
  isFocusable?: boolean;
  id?: string;
}

/** Content for screen readers only (react-aria VisuallyHidden). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RACVisuallyHidden {...props} />;
}
