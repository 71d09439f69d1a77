import { AppointmentStatus } from '@portal/contract';
import { Badge } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** Booked ("0") reads 'Booked'; past 'Not Visited' in red, others in green, always with the text. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('care');
  if (status === AppointmentStatus.Booked) return <Badge tone="info">{t('status.booked')}</Badge>;
  if (status === AppointmentStatus.NotVisited) return <Badge tone="danger">{t('status.notVisited')}</Badge>;
  if (status === AppointmentStatus.Visited) return <Badge tone="success">{t('status.visited')}</Badge>;
  return <Badge tone="success">{status}</Badge>;
}
