import { type Appointment, instantOf, teleconsultOpensAt, teleconsultWindow } from '@portal/contract';
import { Button, Text } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { displayDate, displayTime, facilityNow } from '../../shared/format';

/** How often a closed button looks at the clock again: its countdown is in minutes. */
const TICK_MS = 10_000;

/** Within this many minutes of opening, the note counts down; further off it gives the time. */
const COUNTDOWN_MINUTES = 60;

const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Re-renders every TICK_MS while `active`, so the window opens on screen when it opens. */
function useTicking(active: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
}

export interface StartTeleconsultButtonProps {
  item: Appointment;
  onStart: (item: Appointment) => void;
  isPending: boolean;
  /** The element naming the appointment (its doctor). */
  describedBy: string;
}

/**
 * 'Start Teleconsultation' (spec sections 4 and 9): enabled only inside the contract's window (the
 * appointment's day, from 5 minutes before its time, on the facility's clock). Until then it is
 * disabled and says when it opens ('Opens in 14 min', or the time, or the day and time), and it
 * enables itself when the window opens.
 */
export function StartTeleconsultButton({
  item,
  onStart,
  isPending,
  describedBy,
}: StartTeleconsultButtonProps) {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const noteId = useId();
  const now = facilityNow();
  const inWindow = teleconsultWindow(item.apptDate, item.apptTime, now);
  useTicking(!inWindow.allowed && item.apptDate >= now.date);

  const label = t('appointments.startTeleconsult');
  if (inWindow.allowed) {
    return (
      <Button onPress={() => onStart(item)} isPending={isPending} aria-describedby={describedBy}>
        {label}
      </Button>
    );
  }

  const opens = teleconsultOpensAt(item.apptDate, item.apptTime);
  let note: string;
  if (item.apptDate < now.date) {
    // Gone by without being started: the window never opens again.
    note = t('booking.teleconsultOtherDay', { date: displayDate(item.apptDate) });
  } else if (item.apptDate > now.date) {
    note = t('tele.opensOn', { date: displayDate(opens.date), time: displayTime(opens.time, language) });
  } else {
    const minutes = Math.ceil((instantOf(opens.date, opens.time).getTime() - Date.now()) / 60_000);
    note =
      minutes <= COUNTDOWN_MINUTES
        ? t('tele.opensIn', { count: Math.max(1, minutes) })
        : t('tele.opensAt', { time: displayTime(opens.time, language) });
  }
  return (
    <Stacked>
      <Button isDisabled aria-describedby={`${describedBy} ${noteId}`}>
        {label}
      </Button>
      <Text id={noteId} size="sm" tone="muted">
        <Bidi>{note}</Bidi>
      </Text>
    </Stacked>
  );
}
