import { TOAST_LONG_MS } from '@portal/contract';
import { Button, toast } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { bookingErrorText } from '../../shared/care/format';
import { useDownloadCalendarMutation } from '../api';

export interface AddToCalendarButtonProps {
  appointmentId: string;
  appointmentRefNo: string;
  /** Names the appointment for screen readers when several buttons share a page. */
  describedBy?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** 'Add to calendar': downloads the appointment's .ics through the signed-in session. */
export function AddToCalendarButton({
  appointmentId,
  appointmentRefNo,
  describedBy,
  variant = 'secondary',
}: AddToCalendarButtonProps) {
  const { t } = useTranslation('care');
  const [download, { isLoading }] = useDownloadCalendarMutation();
  return (
    <Button
      variant={variant}
      isPending={isLoading}
      aria-describedby={describedBy}
      onPress={async () => {
        try {
          await download({ appointmentId, fileName: `appointment-${appointmentRefNo}.ics` }).unwrap();
        } catch (error) {
          toast.error(bookingErrorText(error as Parameters<typeof bookingErrorText>[0], t), {
            timeout: TOAST_LONG_MS,
          });
        }
      }}
    >
      {t('calendar.add')}
    </Button>
  );
}
