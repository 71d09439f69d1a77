import { TOAST_LONG_MS } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UiMessage } from '../api/errors';

/**
 * A file picker's refusal (the form's check or the server's), shown for 5 s (spec section 9,
 * documents), and the key that gives the picker a fresh start: no stale selection or refusal after
 * the 5 s or a finished upload.
 */
export function useUploadRefusal() {
  const [problem, setProblem] = useState<UiMessage>();
  const [pickerKey, setPickerKey] = useState(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  /** Shows the refusal (none: the picker's own) until 5 s have passed. */
  const refuse = useCallback((message: UiMessage | undefined) => {
    clearTimeout(clearTimer.current);
    setProblem(message);
    clearTimer.current = setTimeout(() => {
      setProblem(undefined);
      setPickerKey((key) => key + 1);
    }, TOAST_LONG_MS);
  }, []);

  /** A file was taken: any refusal goes, and the picker starts fresh. */
  const accepted = useCallback(() => {
    clearTimeout(clearTimer.current);
    setProblem(undefined);
    setPickerKey((key) => key + 1);
  }, []);

  return { problem, pickerKey, refuse, accepted };
}
