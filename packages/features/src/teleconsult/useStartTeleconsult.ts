import {
  type Appointment,
  BookingMessages,
  TOAST_LONG_MS,
  TOAST_MS,
  teleconsultWindow,
} from '@portal/contract';
import { toast } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingErrorText, bookingText } from '../shared/care/format';
import { displayDate, facilityNow } from '../shared/format';
import { TELECONSULT_SESSION_KEY, useStartTeleconsultMutation } from './api';
import { TeleconsultRoute } from './paths';
import type { TeleconsultationState } from './state';

/**
 * Start teleconsultation (spec section 4): only on the appointment's day, from 5 minutes before its
 * time (the contract's window, on the facility's clock); otherwise one of the spec's two messages.
 * Then the provider sign-in and the call screen.
 */
export function useStartTeleconsult(): {
  start: (item: Appointment) => void;
  startingId: string | null;
} {
  const { t } = useTranslation('care');
  const navigate = useNavigate();
  const [startCall, { isLoading, originalArgs }] = useStartTeleconsultMutation({
    fixedCacheKey: TELECONSULT_SESSION_KEY,
  });

  const start = async (item: Appointment) => {
    const window = teleconsultWindow(item.apptDate, item.apptTime, facilityNow());
    if (!window.allowed) {
      const text =
        window.message.code === BookingMessages.teleconsultTooEarly.code
          ? bookingText(BookingMessages.teleconsultTooEarly, t)
          : t('booking.teleconsultOtherDay', { date: displayDate(item.apptDate) });
      toast.error(text, { timeout: TOAST_MS });
      return;
    }
    try {
      const session = await startCall({
        appointmentId: item.appointmentId,
        appointmentRef: item.appointmentRef,
      }).unwrap();
      const state: TeleconsultationState = {
        appointmentId: item.appointmentId,
        apptDate: session.apptDate,
        apptTime: session.apptTime,
        physicianName: session.physicianName,
        // The provider's answer names the doctor in English only; the appointment has both.
        physicianNameAr: item.physicianName_ar,
      };
      await navigate(TeleconsultRoute.teleconsultation, { state });
    } catch (error) {
      toast.error(bookingErrorText(error as Parameters<typeof bookingErrorText>[0], t), {
        timeout: TOAST_LONG_MS,
      });
    }
  };

  return {
    start: (item) => void start(item),
    startingId: isLoading ? (originalArgs?.appointmentId ?? null) : null,
  };
}
