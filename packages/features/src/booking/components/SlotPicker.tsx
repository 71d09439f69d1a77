import {
  BookingMessages,
  SLOT_GROUPS,
  type Slot,
  type SlotGroup,
  type TimeSlotsData,
} from '@portal/contract';
import {
  Accordion,
  AccordionItem,
  Button,
  DayStepper,
  formatDisplayDate as formatDay,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { bookingText } from '../../shared/care/format';
import { displayDate, displayTime } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { useTimeSlotsQuery } from '../api';
import type { BookingTarget } from '../target';
import { useNarrowBooking } from './useNarrowBooking';

const DateField = lazy(() => import('../../shared/DateField'));

/**
 * On a narrow screen a day with more free slots than this opens one period at a time (the first
 * with a free slot); the others show their count and open on a tap. Fewer slots all show at once.
 */
const OPEN_ALL_UP_TO = 12;

/** 'Next Available Slots' shows this many dates; the arrows and the date picker reach the rest. */
const NEXT_DATES_SHOWN = 3;

const DayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.layout.tile};
  }

  & > :last-child {
    flex: 0 1 ${({ theme }) => theme.sizes.layout.sideControl};
  }
`;

const GroupTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
`;

const GroupSummary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** Compact chips, as many to a row as fit: three on a 390 px phone. */
const SlotGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.layout.chip.slot}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/** A slot as a chip: filled when chosen (not only a colour change), the whole chip is the target. */
const SlotChip = styled(Radio)`
  justify-content: center;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const DateList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.layout.chip.date}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GROUP_SLOTS: Record<SlotGroup, keyof Omit<TimeSlotsData, 'futureDates'>> = {
  Morning: 'morningSlots',
  Afternoon: 'afternoonSlots',
  Evening: 'eveningSlots',
};

/** A slot's identity within one day's answer. */
export const slotKey = (slot: Slot) => `${slot.date}|${slot.startTime}|${slot.physicianNo}`;

/** The periods open when a day's slots arrive: see OPEN_ALL_UP_TO. */
function initiallyOpen(data: TimeSlotsData, narrow: boolean, chosen: string | null): SlotGroup[] {
  const filled = SLOT_GROUPS.filter((group) => data[GROUP_SLOTS[group]].length > 0);
  const total = filled.reduce((sum, group) => sum + data[GROUP_SLOTS[group]].length, 0);
  if (!narrow || total <= OPEN_ALL_UP_TO) return filled;
  const withChosen = filled.find((group) => data[GROUP_SLOTS[group]].some((s) => slotKey(s) === chosen));
  const first = withChosen ?? filled[0];
  return first ? [first] : [];
}

export interface SlotPickerProps {
  target: BookingTarget;
  /** ISO day on show. */
  date: string;
  /** Today at the facility: the earliest day (Previous is disabled on it). */
  today: string;
  onDateChange: (date: string) => void;
  slot: Slot | null;
  onSlotChange: (slot: Slot) => void;
}

/**
 * Day by day slots of one doctor (spec section 2, Book Appointment): previous/next day and a date
 * picker from today on, the free slots grouped Morning, Afternoon and Evening ('No slot available'
 * for an empty group), and the next dates with free slots when the day has none. Each group is a
 * collapsible section whose heading says how many slots it has, so a phone shows the three at a
 * glance rather than forty chips in a column.
 */
export function SlotPicker({ target, date, today, onDateChange, slot, onSlotChange }: SlotPickerProps) {
  const { t } = useTranslation('booking');
  const theme = useTheme();
  const language = useLanguage();
  const narrow = useNarrowBooking();
  const canFetch = Boolean(target.facilityId && target.department);
  const slots = useTimeSlotsQuery(
    canFetch
      ? {
          facilityId: [target.facilityId as string],
          department: [target.department as string],
          physicianLicense: [target.physicianLicense],
          physicianNo: [target.physicianNo],
          beginDate: date,
          endDate: date,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const data = slots.currentData;
  const total = data ? data.morningSlots.length + data.afternoonSlots.length + data.eveningSlots.length : 0;
  const selectedKey = slot ? slotKey(slot) : null;

  // Which periods are open, worked out afresh for each day's answer (and kept while it stays).
  const [open, setOpen] = useState<{ of: TimeSlotsData; groups: Set<SlotGroup> } | null>(null);
  const expanded =
    data && open?.of === data ? open.groups : new Set(data ? initiallyOpen(data, narrow, selectedKey) : []);

  return (
    <Stack gap="lg">
      <DayRow>
        <DayStepper label={t('slots.day')} value={date} minValue={today} onChange={onDateChange} />
        <Suspense fallback={<Skeleton shape="rect" height={theme.sizes.layout.placeholder.dateField} />}>
          <DateField
            label={t('slots.pickDate')}
            value={date}
            minValue={today}
            onChange={(value) => {
              if (value && value >= today) onDateChange(value);
            }}
          />
        </Suspense>
      </DayRow>

      {slots.isFetching && !data ? (
        <Skeleton lines={4} label={t('slots.loading')} />
      ) : slots.isError ? (
        <LoadError onRetry={() => void slots.refetch()} />
      ) : data ? (
        <Stack gap="lg" aria-busy={slots.isFetching || undefined}>
          <Accordion
            allowsMultipleExpanded
            expandedKeys={expanded}
            onExpandedChange={(keys) => setOpen({ of: data, groups: new Set(keys as Set<SlotGroup>) })}
          >
            {SLOT_GROUPS.map((group) => {
              const list = data[GROUP_SLOTS[group]];
              const name = t(`slots.group.${group}`);
              const inGroup = list.some((s) => slotKey(s) === selectedKey);
              return (
                <AccordionItem
                  key={group}
                  id={group}
                  isDisabled={list.length === 0}
                  title={
                    <GroupTitle>
                      <span>{name}</span>{' '}
                      <GroupSummary>
                        {list.length === 0 ? (
                          bookingText(BookingMessages.noSlot, t)
                        ) : (
                          <Bidi>{t('slots.count', { count: list.length })}</Bidi>
                        )}
                      </GroupSummary>
                    </GroupTitle>
                  }
                >
                  {list.length > 0 && (
                    <RadioGroup
                      aria-label={name}
                      value={inGroup ? selectedKey : null}
                      onChange={(key) => {
                        const picked = list.find((s) => slotKey(s) === key);
                        if (picked) onSlotChange(picked);
                      }}
                    >
                      <SlotGrid>
                        {list.map((s) => (
                          <SlotChip key={slotKey(s)} value={slotKey(s)} indicator={false}>
                            <bdi>{displayTime(s.startTime, language)}</bdi>
                          </SlotChip>
                        ))}
                      </SlotGrid>
                    </RadioGroup>
                  )}
                </AccordionItem>
              );
            })}
          </Accordion>
          {total === 0 && (
            <Stack gap="sm">
              <Text elementType="h3">
                <strong>{t('slots.nextAvailable')}</strong>
              </Text>
              {data.futureDates.length > 0 ? (
                <DateList aria-label={t('slots.nextAvailable')}>
                  {data.futureDates.slice(0, NEXT_DATES_SHOWN).map((future) => (
                    <li key={future}>
                      <Button variant="secondary" fullWidth onPress={() => onDateChange(future)}>
                        {formatDay(future, language, 'EEEE')} <bdi>{displayDate(future)}</bdi>
                      </Button>
                    </li>
                  ))}
                </DateList>
              ) : (
                <Text tone="muted">{bookingText(BookingMessages.noSlotsNext30Days, t)}</Text>
              )}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
