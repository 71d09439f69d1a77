import { useState } from 'react';
import { Group as RACGroup, useLocale } from 'react-aria-components';
import styled from 'styled-components';
import { calendarDateToIso, formatDisplayDate, isoToCalendarDate } from '../DatePicker/dates';
import { IconButton } from '../internal/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { dayStepperStrings } from '../UIProvider/strings/dayStepper';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface DayStepperProps {
  /** Accessible name of the group, e.g. 'Appointment day'. */
  label: string;
  /** ISO 'yyyy-MM-dd' (controlled). */
  value?: string;
  /** ISO day shown first when uncontrolled. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Earliest day, ISO; Previous is disabled on it (e.g. today for booking). */
  minValue?: string;
  /** Latest day, ISO; Next is disabled on it. */
  maxValue?: string;
  /**
   * date-fns pattern of the visible day.
   * @default 'EEEE d MMMM yyyy'
   */
  pattern?: string;
  /** @default 'Previous day' / 'اليوم السابق' */
  previousLabel?: string;
  /** @default 'Next day' / 'اليوم التالي' */
  nextLabel?: string;
  isDisabled?: boolean;
}

const Root = styled(RACGroup)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Day = styled.output`
  flex: 1;
  min-inline-size: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const todayIso = () => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
};

/**
 * One day at a time with previous/next-day arrows (e.g. a doctor's slots by day). The day is an
 * <output>, so a change is announced politely; arrows point along the reading direction.
 */
export function DayStepper({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  pattern = 'EEEE d MMMM yyyy',
  previousLabel,
  nextLabel,
  isDisabled = false,
}: DayStepperProps) {
  const { locale } = useLocale();
  const strings = useUIStrings(dayStepperStrings);
  const [ownValue, setOwnValue] = useState(() => defaultValue ?? minValue ?? todayIso());
  const day = value ?? ownValue;
  const date = isoToCalendarDate(day);
  const min = isoToCalendarDate(minValue);
  const max = isoToCalendarDate(maxValue);

  const step = (days: 1 | -1) => {
    if (!date) return;
    const next = calendarDateToIso(date.add({ days }));
    setOwnValue(next);
    onChange?.(next);
  };

  const atMin = !date || (min !== null && date.compare(min) <= 0);
  const atMax = !date || (max !== null && date.compare(max) >= 0);

  return (
    <Root aria-label={label} isDisabled={isDisabled}>
      <IconButton
        aria-label={previousLabel ?? strings.previous}
        isDisabled={isDisabled || atMin}
        onPress={() => step(-1)}
      >
        {/* Directional icons: they mirror in right-to-left, pointing along the reading direction. */}
        <ChevronLeftIcon />
      </IconButton>
      <Day aria-live="polite">
        <time dateTime={day}>{date ? formatDisplayDate(day, locale, pattern) : day}</time>
      </Day>
      <IconButton
        aria-label={nextLabel ?? strings.next}
        isDisabled={isDisabled || atMax}
        onPress={() => step(1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Root>
  );
}
