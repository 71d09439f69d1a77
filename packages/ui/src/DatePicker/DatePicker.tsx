import type { DateValue } from '@internationalized/date';
import type { KeyboardEvent } from 'react';
import {
  CalendarGridBody,
  CalendarGridHeader,
  Calendar as RACCalendar,
  CalendarCell as RACCalendarCell,
  CalendarGrid as RACCalendarGrid,
  CalendarHeaderCell as RACCalendarHeaderCell,
  DateInput as RACDateInput,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  DateSegment as RACDateSegment,
  Dialog as RACDialog,
  Group as RACGroup,
  Heading as RACHeading,
  useLocale,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  controlShell,
  FieldDescription,
  FieldErrorRegion,
  FieldErrorText,
  FieldLabel,
  fieldRoot,
} from '../internal/field.styles';
import { focusRingInset } from '../internal/focusRing';
import { IconButton } from '../internal/IconButton';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { StyledPopover } from '../internal/overlay.styles';
import { calendarDateToIso, isoToCalendarDate } from './dates';

export interface DatePickerProps
  extends Omit<
    RACDatePickerProps<DateValue>,
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'isDateUnavailable'
    | 'children'
    | 'validate'
    | 'placeholderValue'
  > {
  /** Visible label, also the accessible name of the date group. */
  label: string;
  /** ISO 'yyyy-MM-dd' (controlled); null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives ISO 'yyyy-MM-dd', or null when cleared or incomplete. */
  onChange?: (value: string | null) => void;
  /** Earliest selectable day, ISO. */
  minValue?: string;
  /** Latest selectable day, ISO. */
  maxValue?: string;
  /** Days that cannot be picked (e.g. clinic closed), by ISO date. */
  isDateUnavailable?: (iso: string) => boolean;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
  /**
   * Accessible name of the calendar button.
   * @default RAC's localised 'Calendar' / 'التقويم'
   */
  calendarLabel?: string;
}

const Root = styled(RACDatePicker)`
  ${fieldRoot}
`;

const Shell = styled(RACGroup)`
  ${controlShell}
  padding-inline-start: ${({ theme }) => theme.space.md};
  inline-size: 100%;

  /* Only the segments' focus rings the whole control; the calendar button shows its own. */
  &[data-focus-within]:not(:has(button:focus)) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[data-focus-within]:has(button:focus) {
    outline: none;
  }
`;

/**
 * Lays the segments out left to right in Arabic too, so the date reads dd/MM/yyyy on screen as in
 * English (the locale's order is day, month, year; an rtl row would show it as yyyy/MM/dd). Set
 * with the dir attribute: stylis-plugin-rtl would flip a CSS `direction`.
 */
const Segments = styled.div`
  display: flex;
  flex: 1;
  min-inline-size: 0;
  unicode-bidi: isolate;

  /* Still at the start of the field (its right) in Arabic. */
  &[data-locale-dir='rtl'] {
    justify-content: flex-end;
  }
`;

const Input = styled(RACDateInput)`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  font-variant-numeric: tabular-nums;
`;

/**
 * RAC moves between segments by the locale's direction (ArrowLeft = next in Arabic); with the
 * segments shown left to right, the arrows must follow what is on screen instead.
 */
function useVisualArrowKeys() {
  const { direction } = useLocale();
  return {
    direction,
    onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
      if (direction !== 'rtl' || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const segments = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
      const index = segments.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      event.preventDefault();
      event.stopPropagation();
      segments[index + (event.key === 'ArrowRight' ? 1 : -1)]?.focus();
    },
  };
}

const Segment = styled(RACDateSegment)`
  padding-inline: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  caret-color: transparent;
  outline: none;

  &[data-placeholder],
  &[data-type='literal'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-focused] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* A fixed date: no editing highlight; the shell's ring shows where focus is. */
  &[data-readonly][data-focused] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CalendarPopover = styled(StyledPopover)`
  padding: ${({ theme }) => theme.space.md};
`;

const CalendarDialog = styled(RACDialog)`
  outline: none;
`;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

export const CalendarHeading = styled(RACHeading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled(RACCalendarGrid)`
  border-collapse: collapse;
`;

const HeaderCell = styled(RACCalendarHeaderCell)`
  padding-block-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Cell = styled(RACCalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.calendarCell};
  block-size: ${({ theme }) => theme.sizes.calendarCell};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    visibility: hidden;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
    background: transparent;
  }
`;

/** The month grid with previous/next month buttons; shared by DatePicker's popover. */
export function CalendarBody() {
  return (
    <>
      <CalendarHeader>
        {/* RAC names these in the locale ("Previous" / "السابق"). */}
        <IconButton slot="previous">
          {/* Directional icons: mirrored in right-to-left. */}
          <ChevronLeftIcon />
        </IconButton>
        <CalendarHeading />
        <IconButton slot="next">
          <ChevronRightIcon />
        </IconButton>
      </CalendarHeader>
      <Grid>
        <CalendarGridHeader>{(day) => <HeaderCell>{day}</HeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <Cell date={date} />}</CalendarGridBody>
      </Grid>
    </>
  );
}

/**
 * A date field typed as dd/MM/yyyy (segments in the locale's order; Arabic and English UAE both use
 * day/month/year, shown left to right in both) with a calendar popover (react-aria-components
 * DatePicker) whose month and day names follow the locale. Values are ISO strings.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  description,
  errorMessage,
  calendarLabel,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: DatePickerProps) {
  const { direction, onKeyDownCapture } = useVisualArrowKeys();
  return (
    <Root
      {...props}
      value={value === undefined ? undefined : isoToCalendarDate(value)}
      defaultValue={isoToCalendarDate(defaultValue)}
      onChange={(next) => onChange?.(next ? calendarDateToIso(next) : null)}
      minValue={isoToCalendarDate(minValue)}
      maxValue={isoToCalendarDate(maxValue)}
      isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(calendarDateToIso(date)))}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
      shouldForceLeadingZeros
    >
      <FieldLabel>{label}</FieldLabel>
      <Shell>
        <Segments dir="ltr" data-locale-dir={direction} onKeyDownCapture={onKeyDownCapture}>
          <Input>{(segment) => <Segment segment={segment} />}</Input>
        </Segments>
        {/* A fixed date offers no calendar. */}
        {!props.isReadOnly && (
          <IconButton aria-label={calendarLabel}>
            <CalendarIcon />
          </IconButton>
        )}
      </Shell>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
      <CalendarPopover placement="bottom end">
        <CalendarDialog>
          <RACCalendar>
            <CalendarBody />
          </RACCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </Root>
  );
}
