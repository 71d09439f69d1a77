import {
  type Appointment,
  BookingMessages,
  type BookingPatient,
  type BookingResult,
  BookingStatus,
  bookingPreCheck,
  bookingRequest,
  doctorBookingIssue,
  type Slot,
  skipsSlots,
  TOAST_LONG_MS,
} from '@portal/contract';
import { Button, Card, ConfirmDialog, Heading, Stack, Text, toast } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { CallToBook } from '../../shared/care/CallToBook';
import { bookingErrorStatus, bookingErrorText, bookingText } from '../../shared/care/format';
import { InsuranceBlockDialog } from '../../shared/care/InsuranceBlockDialog';
import { PatientPicker } from '../../shared/care/PatientPicker';
import { useBookingPatientsQuery } from '../../shared/care/patients';
import { DateTimeText } from '../../shared/DateTimeText';
import { facilityNow, localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { CardTitle } from '../../shared/pageParts';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import {
  useBookAppointmentMutation,
  useDepartmentCodesQuery,
  useRescheduleAppointmentMutation,
} from '../api';
import { type BookingTarget, bookableOf } from '../target';
import { useInsuranceCheck } from '../useInsuranceCheck';
import { BookingSuccess, Facts } from './BookingSuccess';
import { AddressBlock, DoctorSummary } from './DoctorSummary';
import { SlotPicker } from './SlotPicker';
import { useNarrowBooking } from './useNarrowBooking';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'doctor' 'patient' 'slots' 'details';
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(${({ theme }) => theme.sizes.layout.aside.min}, ${({ theme }) => theme.sizes.layout.aside.max});
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'slots doctor' 'slots patient' 'slots details';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-inline-size: 0;
`;

/**
 * Chosen timing and Confirm Booking. On a narrow screen it closes the page, and once a slot is
 * chosen it stays at the bottom of the screen while the patient scrolls, naming the slot.
 */
const ConfirmBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  &[data-floating] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  &[data-floating] > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.layout.barText};
  }

  &[data-floating] > :last-child {
    flex: 1 1 auto;
  }

  &[data-floating][data-state='chosen'] {
    position: sticky;
    inset-block-end: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndices.sticky};
    margin-block-end: env(safe-area-inset-bottom);
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

/** While the bar floats, what scrolls into view (a slot reached with Tab) stops above it. */
const ClearOfConfirmBar = createGlobalStyle`
  html {
    scroll-padding-block-end: ${({ theme }) => theme.sizes.layout.floatingBar};
  }
`;

export interface BookingFlowProps {
  /** The page's h1. */
  title: string;
  target: BookingTarget;
  mode: 'book' | 'reschedule';
  /** Preselected patient (re-book of a family member's appointment); 0 is the user. */
  initialPatientId?: number;
  /** The appointment being moved, and whose it is. */
  reschedule?: { item: Appointment; userName: string };
}

/**
 * Book, re-book and reschedule (spec sections 2 and 4): date, then slot, then Confirm Booking
 * (disabled until a slot is chosen), the pre-checks of sections 4 and 5 with the contract's rules,
 * the yes/no confirmation, the call, and the success view with the reference number. Changing the
 * date or the patient clears the slot.
 */
export function BookingFlow({ title, target, mode, initialPatientId = 0, reschedule }: BookingFlowProps) {
  const { t } = useTranslation(['booking', 'care']);
  const user = useAppSelector(selectSessionUser);
  const today = useMemo(() => facilityNow().date, []);
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [patientId, setPatientId] = useState(initialPatientId);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [result, setResult] = useState<{ booking: BookingResult; patientName: string } | null>(null);
  const departmentCodes = useDepartmentCodesQuery();
  const patients = useBookingPatientsQuery(undefined, { skip: mode === 'reschedule' });
  const [book, booking] = useBookAppointmentMutation();
  const [move, moving] = useRescheduleAppointmentMutation();
  const checkInsurance = useInsuranceCheck();
  const narrow = useNarrowBooking();

  const codes = departmentCodes.data;
  const issue = codes ? doctorBookingIssue(bookableOf(target), codes) : null;
  const byPhone = codes ? skipsSlots(target.department, codes) : false;
  const patient: BookingPatient | undefined = patients.data?.find((p) => p.familyMemberId === patientId);
  const patientName = reschedule
    ? reschedule.userName
    : patient
      ? `${patient.firstName} ${patient.lastName}`.trim()
      : '';

  const changeDate = (next: string) => {
    setDate(next);
    setSlot(null);
  };
  const changePatient = (next: number) => {
    setPatientId(next);
    setSlot(null);
  };

  const fail = (text: string) => toast.error(text, { timeout: TOAST_LONG_MS });

  /** Confirm Booking: the pre-checks, then the yes/no dialog. */
  const confirm = async () => {
    if (!slot || !user) return;
    if (mode === 'book' && patient) {
      const preCheck = bookingPreCheck({
        patient,
        user: { callingCode: user.callingCode, mobile: user.mobile },
        slotDate: slot.date,
        today: facilityNow().date,
      });
      if (preCheck) {
        fail(bookingText(preCheck.message, t));
        return;
      }
    } else if (slot.date < facilityNow().date) {
      fail(bookingText(BookingMessages.pastDate, t));
      return;
    }
    if (mode === 'book' && target.flags) {
      setChecking(true);
      const verdict = await checkInsurance(
        { ...target.flags, facilityId: target.facilityId, locationId: target.locationId },
        patientId,
      );
      setChecking(false);
      if (verdict.kind === 'blocked') {
        setBlocked(true);
        return;
      }
      if (verdict.kind === 'error') {
        fail(bookingText(verdict.message, t));
        return;
      }
    }
    setConfirming(true);
  };

  /** Yes: the booking (or update) call. */
  const submit = async () => {
    if (!slot || !user) return;
    try {
      let done: BookingResult;
      if (mode === 'reschedule' && reschedule) {
        const { item } = reschedule;
        done = await move({
          facilityId: item.facilityId,
          appointmentId: item.appointmentId,
          appointmentRef: item.appointmentRef,
          apptDate: slot.date,
          apptTime: slot.startTime,
          duration: item.duration,
          department: item.department,
          patientNo: item.patientNo,
          mobileNo: item.mobileNo,
          physicianNo: item.physicianNo,
          physicianLicense: item.physicianLicense,
        }).unwrap();
      } else {
        done = await book(bookingRequest(slot, patientId, patient, user)).unwrap();
      }
      setConfirming(false);
      setSlot(null);
      setResult({ booking: done, patientName });
    } catch (error) {
      setConfirming(false);
      const status = bookingErrorStatus(error as Parameters<typeof bookingErrorStatus>[0]);
      if (status === BookingStatus.InsuranceRestricted) {
        setBlocked(true);
        return;
      }
      // The slot went to someone else: the slots are fetched again, so choose anew.
      if (status === BookingStatus.SlotTaken || status === BookingStatus.SlotUnavailable) setSlot(null);
      fail(bookingErrorText(error as Parameters<typeof bookingErrorText>[0], t));
    }
  };

  const heading = <Heading level={1}>{title}</Heading>;

  const confirmBar = (
    <ConfirmBar data-floating={narrow || undefined} data-state={slot ? 'chosen' : 'empty'}>
      <Stack gap="xxs">
        <Text tone="muted" size="sm">
          {t('booking.chosenTime')}
        </Text>
        <Text aria-live="polite">
          {slot ? <DateTimeText date={slot.date} time={slot.startTime} /> : t('booking.noTimeChosen')}
        </Text>
      </Stack>
      <Button
        fullWidth
        isDisabled={!slot || (mode === 'book' && !patient)}
        isPending={checking}
        onPress={() => void confirm()}
      >
        {mode === 'book' ? t('booking.confirm') : t('booking.confirmReschedule')}
      </Button>
    </ConfirmBar>
  );

  if (result) {
    return (
      <Stack gap="xl">
        {heading}
        <BookingSuccess
          result={result.booking}
          target={target}
          patientName={result.patientName}
          mode={mode}
          onBookAnother={() => setResult(null)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      {heading}
      <Layout>
        <Area $area="doctor">
          <DoctorSummary target={target} />
        </Area>

        <Area $area="patient">
          {mode === 'book' ? (
            patients.isError ? (
              <LoadError onRetry={() => void patients.refetch()} />
            ) : (
              <PatientPicker
                patients={patients.data}
                isLoading={patients.isLoading}
                value={patientId}
                onChange={changePatient}
              />
            )
          ) : reschedule ? (
            <CurrentAppointment item={reschedule.item} patientName={patientName} />
          ) : null}
        </Area>

        <Area $area="slots">
          <Stack gap="md" as="section" aria-labelledby="booking-slots">
            <Heading level={2} id="booking-slots">
              {t('booking.chooseTime')}
            </Heading>
            {departmentCodes.isLoading ? null : departmentCodes.isError ? (
              <LoadError onRetry={() => void departmentCodes.refetch()} />
            ) : byPhone ? (
              target.appointmentMessage ? (
                <CallToBook phone={target.appointmentMessage} />
              ) : (
                <Text>{bookingText(BookingMessages.departmentNotBookable, t)}</Text>
              )
            ) : issue ? (
              <Text>{bookingText(issue.message, t)}</Text>
            ) : (
              <SlotPicker
                target={target}
                date={date}
                today={today}
                onDateChange={changeDate}
                slot={slot}
                onSlotChange={setSlot}
              />
            )}
          </Stack>
        </Area>

        <Area $area="details">
          <Card aria-labelledby="booking-details" padding="lg">
            <Stack gap="md">
              <CardTitle level={2} id="booking-details">
                {t('booking.details')}
              </CardTitle>
              <AddressBlock target={target} />
              {!narrow && confirmBar}
            </Stack>
          </Card>
        </Area>
      </Layout>
      {narrow && confirmBar}
      {narrow && slot && <ClearOfConfirmBar />}

      <ConfirmDialog
        title={t('booking.confirmTitle')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        isPending={booking.isLoading || moving.isLoading}
        onConfirm={submit}
      >
        <Text elementType="p">
          {mode === 'book' ? t('booking.confirmQuestion') : t('booking.confirmRescheduleQuestion')}
        </Text>
      </ConfirmDialog>
      <InsuranceBlockDialog isOpen={blocked} onClose={() => setBlocked(false)} />
    </Stack>
  );
}

/** Reschedule: the appointment being moved (doctor, date and time) and whose it is. */
function CurrentAppointment({ item, patientName }: { item: Appointment; patientName: string }) {
  const { t } = useTranslation(['booking', 'care']);
  const language = useLanguage();
  return (
    <Card aria-labelledby="reschedule-current" padding="lg">
      <Stack gap="sm">
        <CardTitle level={2} id="reschedule-current">
          {t('reschedule.current')}
        </CardTitle>
        <Facts>
          <dt>{t('success.doctor')}</dt>
          <dd>{localized(language, item.physicianName, item.physicianName_ar)}</dd>
          <dt>{t('success.when')}</dt>
          <dd>
            <DateTimeText date={item.apptDate} time={item.apptTime} />
          </dd>
          <dt>{t('patient.label', { ns: 'care' })}</dt>
          <dd>{patientName}</dd>
        </Facts>
      </Stack>
    </Card>
  );
}
