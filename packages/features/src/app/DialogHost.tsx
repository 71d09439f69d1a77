import { Button, Dialog, Text } from '@portal/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContext, type DialogName } from '../shared/dialogs';
import { isChunkLoadError } from '../shared/featureRoutes';
import { RouteErrorBoundary, reload } from './RouteError';

// The help feature's dialogs, fetched (with their strings) the first time one opens.
const HelpDialog = lazy(() =>
  import('../help/dialogs').then(async (m) => {
    await m.ready();
    return { default: m.HelpDialog };
  }),
);

// The notifications list (the side menu's Notifications), likewise.
const NotificationsDialog = lazy(() =>
  import('../notifications/dialogs').then(async (m) => {
    await m.ready();
    return { default: m.NotificationsDialog };
  }),
);

/** A shared dialog that failed (its code did not load): the generic words, with the reload offer. */
function DialogError({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const chunk = isChunkLoadError(error);
  return (
    <Dialog
      title={t('somethingWentWrong')}
      isOpen
      onOpenChange={(open) => !open && onDismiss()}
      role="alertdialog"
      size="sm"
      footer={chunk ? <Button onPress={reload}>{t('error.reload')}</Button> : undefined}
    >
      {chunk && <Text>{t('error.chunkFailed')}</Text>}
    </Dialog>
  );
}

/**
 * Gives the signed-in screens `openDialog` (shared/dialogs.ts) and shows the dialog asked for over
 * the current screen: Contact Us and Ask Doctor, from the side menu, Need Help and the dashboard,
 * and the notifications list from the side menu.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <DialogContext.Provider value={setOpen}>
      {children}
      {open && (
        <RouteErrorBoundary
          themed
          resetKey={open}
          fallback={(error) => <DialogError error={error} onDismiss={close} />}
        >
          <Suspense fallback={null}>
            {open === 'notifications' ? (
              <NotificationsDialog onClose={close} />
            ) : (
              <HelpDialog name={open} onClose={close} />
            )}
          </Suspense>
        </RouteErrorBoundary>
      )}
    </DialogContext.Provider>
  );
}
