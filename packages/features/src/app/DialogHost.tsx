import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { DialogContext, type DialogName } from '../shared/dialogs';
import { RouteErrorBoundary } from './RouteError';

// The help feature's dialogs, fetched (with their strings) the first time one opens.
const HelpDialog = lazy(() =>
  import('../help/dialogs').then(async (m) => {
    await m.ready();
    return { default: m.HelpDialog };
  }),
);

/**
 * Gives the signed-in screens `openDialog` (shared/dialogs.ts) and shows the dialog asked for over
 * the current screen: Contact Us and Ask Doctor, from the side menu, Need Help and the dashboard.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <DialogContext.Provider value={setOpen}>
      {children}
      {open && (
        <RouteErrorBoundary themed place="dialog" resetKey={open} onDismiss={close}>
          <Suspense fallback={null}>
            <HelpDialog name={open} onClose={close} />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </DialogContext.Provider>
  );
}
