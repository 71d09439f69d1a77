import type { Appointment } from '@portal/contract';
import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CallToBook } from '../../shared/care/CallToBook';
import { StartTeleconsultButton } from '../../teleconsult/components/StartTeleconsultButton';
import { AddToCalendarButton } from './AddToCalendarButton';

const ActionRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export type AppointmentTab = 'upcoming' | 'past';

export interface AppointmentHandlers {
  onReschedule: (item: Appointment) => void;
  onCancel: (item: Appointment) => void;
  onRebook: (item: Appointment) => void;
  onStartTeleconsult: (item: Appointment) => void;
  /** The appointment whose teleconsultation is starting. */
  startingId: string | null;
}

/** The id of the element naming an appointment (its doctor), for the actions' descriptions. */
export const appointmentLabelId = (item: Appointment) => `appt-${item.appointmentId}`;

/**
 * Upcoming: start teleconsultation (telemedicine), reschedule (or the appointment_message phone),
 * cancel, add to calendar. Past: book again (or the phone).
 */
export function AppointmentActions({
  item,
  tab,
  handlers,
}: {
  item: Appointment;
  tab: AppointmentTab;
  handlers: AppointmentHandlers;
}) {
  const { t } = useTranslation('appointments');
  const describedBy = appointmentLabelId(item);
  if (tab === 'past') {
    return item.appointment_message ? (
      <CallToBook phone={item.appointment_message} />
    ) : (
      <Button variant="secondary" onPress={() => handlers.onRebook(item)} aria-describedby={describedBy}>
        {t('appointments.book')}
      </Button>
    );
  }
  return (
    <ActionRow>
      {item.scheduleType === 'TELEMED' && (
        <StartTeleconsultButton
          item={item}
          onStart={handlers.onStartTeleconsult}
          isPending={handlers.startingId === item.appointmentId}
          describedBy={describedBy}
        />
      )}
      {item.appointment_message ? (
        <CallToBook phone={item.appointment_message} />
      ) : (
        <Button
          variant="secondary"
          onPress={() => handlers.onReschedule(item)}
          aria-describedby={describedBy}
        >
          {t('appointments.reschedule')}
        </Button>
      )}
      <Button variant="ghost" onPress={() => handlers.onCancel(item)} aria-describedby={describedBy}>
        {t('appointments.cancel')}
      </Button>
      <AddToCalendarButton
        appointmentId={item.appointmentId}
        appointmentRefNo={item.appointmentRefNo}
        describedBy={describedBy}
        variant="ghost"
      />
    </ActionRow>
  );
}
