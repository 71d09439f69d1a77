import { BookingText, SLOT_GROUPS, type Slot, type SlotGroup, type TimeSlotsData } from '@portal/contract';
import {
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
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ChipList } from '../../doctors/components/layout';
import { useLanguage } from '../../i18n/useLanguage';
import { useTimeSlotsQuery } from '../api';
import { bookingText, displayDate, displayTime } from '../format';
import { useBookingT } from '../i18n/strings';
import type { BookingTarget } from '../target';
import { LoadError } from './LoadError';

const DateField = lazy(() => import('./DateField'));

const DayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 18rem;
  }

  & > :last-child {
    flex: 0 1 14rem;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A slot as a chip: the radio's dot stays, the whole chip is the target. */
const SlotChip = styled(Radio)`
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const GROUP_SLOTS: Record<SlotGroup, keyof Omit<TimeSlotsData, 'futureDates'>> = {
  Morning: 'morningSlots',
  Afternoon: 'afternoonSlots',
  Evening: 'eveningSlots',
};

/** A slot's identity within one day's answer. */
export const slotKey = (slot: Slot) => `${slot.date}|${slot.startTime}|${slot.physicianNo}`;

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
 * for an empty group), and the next dates with free slots when the day has none.
 */
export function SlotPicker({ target, date, today, onDateChange, slot, onSlotChange }: SlotPickerProps) {
  const t = useBookingT();
  const language = useLanguage();
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

  return (
    <Stack gap="lg">
      <DayRow>
        <DayStepper
          label={t('care.slots.day')}
          value={date}
          minValue={today}
          onChange={onDateChange}
          previousLabel={t('care.slots.previousDay')}
          nextLabel={t('care.slots.nextDay')}
        />
        <Suspense fallback={<Skeleton shape="rect" height="4.5rem" />}>
          <DateField
            label={t('care.slots.pickDate')}
            value={date}
            minValue={today}
            onChange={(value) => {
              if (value && value >= today) onDateChange(value);
            }}
            calendarLabel={t('care.slots.calendar')}
          />
        </Suspense>
      </DayRow>

      {slots.isFetching && !data ? (
        <Skeleton lines={4} label={t('care.slots.loading')} />
      ) : slots.isError ? (
        <LoadError onRetry={() => void slots.refetch()} />
      ) : data ? (
        <Groups aria-busy={slots.isFetching || undefined}>
          {SLOT_GROUPS.map((group) => {
            const list = data[GROUP_SLOTS[group]];
            const inGroup = list.some((s) => slotKey(s) === selectedKey);
            return (
              <Group key={group}>
                {list.length === 0 ? (
                  <Stack gap="xs">
                    <Text elementType="p">
                      <strong>{t(`care.slots.group.${group}`)}</strong>
                    </Text>
                    <Text tone="muted" size="sm">
                      {bookingText(BookingText.noSlot, t)}
                    </Text>
                  </Stack>
                ) : (
                  <RadioGroup
                    label={t(`care.slots.group.${group}`)}
                    orientation="horizontal"
                    value={inGroup ? selectedKey : null}
                    onChange={(key) => {
                      const picked = list.find((s) => slotKey(s) === key);
                      if (picked) onSlotChange(picked);
                    }}
                  >
                    {list.map((s) => (
                      <SlotChip key={slotKey(s)} value={slotKey(s)}>
                        {displayTime(s.startTime, language)}
                      </SlotChip>
                    ))}
                  </RadioGroup>
                )}
              </Group>
            );
          })}
          {total === 0 && (
            <Stack gap="sm">
              <Text elementType="h3">
                <strong>{t('care.slots.nextAvailable')}</strong>
              </Text>
              {data.futureDates.length > 0 ? (
                <ChipList aria-label={t('care.slots.nextAvailable')}>
                  {data.futureDates.map((future) => (
                    <li key={future}>
                      <Button variant="secondary" onPress={() => onDateChange(future)}>
                        {formatDay(future, language, 'EEE')} {displayDate(future)}
                      </Button>
                    </li>
                  ))}
                </ChipList>
              ) : (
                <Text tone="muted">{bookingText(BookingText.noSlotsNext30Days, t)}</Text>
              )}
            </Stack>
          )}
        </Groups>
      ) : null}
    </Stack>
  );
}
