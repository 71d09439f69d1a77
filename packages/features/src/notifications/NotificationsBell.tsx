import { BellIcon, CountBadge, DialogTrigger, IconButton, Popover, Spinner } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './useUnreadCount';

// The list and its strings are a chunk of their own, fetched when the dropdown first opens.
const NotificationsPanel = lazy(() =>
  import('./components/NotificationsPanel').then(async (m) => {
    await m.ready();
    return { default: m.NotificationsPanel };
  }),
);

/**
 * The header's notifications (spec section 2): a bell with the unread count, which opens the list
 * in a dropdown of at most 336 px high and 50ch wide. Only the bell and the count are in the
 * header's chunk; its words are the shell's (layout namespace).
 */
export function NotificationsBell() {
  const { t } = useTranslation('layout');
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {/* Named 'Notifications', then the badge's '2 unread' when there are any. */}
      <IconButton label={t('header.notifications')}>
        <BellIcon aria-hidden="true" />
        <CountBadge count={count} label={(unread) => t('header.unread', { count: unread })} />
      </IconButton>
      <Popover title={t('header.notifications')} size="notifications">
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <NotificationsPanel onDone={() => setOpen(false)} />
        </Suspense>
      </Popover>
    </DialogTrigger>
  );
}
