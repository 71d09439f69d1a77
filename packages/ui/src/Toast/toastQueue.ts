import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /**
   * Milliseconds before the toast closes itself (paused while hovered or focused).
   * @default 3000
   */
  timeout?: number;
}

const DEFAULT_TIMEOUT = 3000;

// Module level so that code outside React (the API layer, store listeners) can raise toasts; the
// one ToastRegion in UIProvider subscribes to it.
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

function add(tone: ToastTone, message: string, options?: ToastOptions): string {
  return toastQueue.add({ tone, message }, { timeout: options?.timeout ?? DEFAULT_TIMEOUT });
}

/** Raises a toast from anywhere; returns its key for `toast.dismiss`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => add('success', message, options),
  error: (message: string, options?: ToastOptions) => add('error', message, options),
  info: (message: string, options?: ToastOptions) => add('info', message, options),
  dismiss: (key: string) => toastQueue.close(key),
  /** Closes every toast, e.g. on sign-out. */
  clear: () => toastQueue.clear(),
};
