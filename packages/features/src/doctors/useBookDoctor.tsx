import { type Doctor, TOAST_LONG_MS } from '@portal/contract';
import { toast } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookingRoute } from '../booking/paths';
import type { BookAppointmentState } from '../booking/state';
import { useInsuranceCheck } from '../booking/useInsuranceCheck';
import { bookingText } from '../shared/care/format';
import { InsuranceBlockDialog } from '../shared/care/InsuranceBlockDialog';

export interface BookDoctor {
  /** Runs the insurance check for the user, then opens the booking screen (or the block dialog). */
  book: (doctor: Doctor) => void;
  /** The doctor whose check is running. */
  pendingId: number | null;
  /** The insurance-block dialog, to render once. */
  dialog: ReactNode;
}

/** The Book action of a doctor card (Find Doctor, results, recent doctors, dashboard). */
export function useBookDoctor(): BookDoctor {
  const { t } = useTranslation('care');
  const navigate = useNavigate();
  const check = useInsuranceCheck();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(false);

  const book = async (doctor: Doctor) => {
    setPendingId(doctor.id);
    const verdict = await check(doctor, 0);
    setPendingId(null);
    if (verdict.kind === 'blocked') {
      setBlocked(true);
      return;
    }
    if (verdict.kind === 'error') {
      toast.error(bookingText(verdict.message, t), { timeout: TOAST_LONG_MS });
      return;
    }
    const state: BookAppointmentState = { doctor };
    await navigate(
      doctor.scheduleType === 'TELEMED' ? BookingRoute.bookTeleAppointment : BookingRoute.bookAppointment,
      {
        state,
      },
    );
  };

  return {
    book: (doctor) => void book(doctor),
    pendingId,
    dialog: <InsuranceBlockDialog isOpen={blocked} onClose={() => setBlocked(false)} />,
  };
}
