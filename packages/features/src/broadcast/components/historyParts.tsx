import { BroadcastFacility, type BroadcastHistoryRow, BroadcastStatus } from '@portal/contract';
import { Badge, Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrandLocations } from '../../shared/locations/useBrandLocations';

/** Sent in green, Failed in red: the status as a word, its colour only a second cue. */
export function StatusBadge({ row }: { row: BroadcastHistoryRow }) {
  const { t } = useTranslation('broadcast');
  return (
    <Badge tone={row.status === BroadcastStatus.Sent ? 'success' : 'danger'}>
      {t(`history.status.${row.status}`)}
    </Badge>
  );
}

/** Who a broadcast was for: the spreadsheet's list, everyone, or one location by its name. */
export function useRecipientsText(): (row: BroadcastHistoryRow) => string {
  const { t } = useTranslation('broadcast');
  const locations = useBrandLocations().data ?? [];
  return (row) => {
    if (row.facilityId === BroadcastFacility.Custom) return t('history.facility.Custom');
    if (row.facilityId === BroadcastFacility.All) return t('history.facility.All');
    return locations.find((location) => location.locationId === row.facilityId)?.name ?? row.facilityId;
  };
}

export function ResendButton({
  row,
  onResend,
}: {
  row: BroadcastHistoryRow;
  onResend: (row: BroadcastHistoryRow) => void;
}) {
  const { t } = useTranslation('broadcast');
  return (
    <Button
      variant="secondary"
      onPress={() => onResend(row)}
      aria-label={t('history.resendNamed', { title: row.notificationTitle })}
    >
      {t('history.resend')}
    </Button>
  );
}
