import { AppointmentStatus } from '@portal/contract';
import { Badge } from '@portal/ui';
import { useBookingT } from '../../booking/i18n/strings';

/** Booked ("0") reads 'Booked'; past 'Not Visited' in red, others in green, always with the text. */
export function StatusBadge({ status }: { status: string }) {
  const t = useBookingT();
  if (status === AppointmentStatus.Booked) return <Badge tone="info">{t('care.status.booked')}</Badge>;
  if (status === AppointmentStatus.NotVisited)
    return <Badge tone="danger">{t('care.status.notVisited')}</Badge>;
  if (status === AppointmentStatus.Visited) return <Badge tone="success">{t('care.status.visited')}</Badge>;
  return <Badge tone="success">{status}</Badge>;
}
