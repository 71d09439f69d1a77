import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { NotificationsPanel, ready as panelReady } from './components/NotificationsPanel';

/** Waits for the list's strings in the language on show. */
export const ready = panelReady;

/** The side menu's Notifications (shared/dialogs.ts): the header's list, in a dialog. */
export function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Dialog title={t('header.notifications')} isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <NotificationsPanel onDone={onClose} />
    </Dialog>
  );
}
