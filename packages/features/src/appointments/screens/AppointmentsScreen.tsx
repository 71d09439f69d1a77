import { type Appointment, BookingMessages, TOAST_LONG_MS, TOAST_MS } from '@portal/contract';
import {
  ConfirmDialog,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  toast,
} from '@portal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { bookingApi } from '../../booking/api';
import { BookingRoute } from '../../booking/paths';
import type { BookPastAppointmentState, RescheduleState } from '../../booking/state';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { bookingErrorText, bookingText } from '../../shared/care/format';
import { PatientPicker } from '../../shared/care/PatientPicker';
import { useBookingPatientsQuery } from '../../shared/care/patients';
import { displayDate, displayTime, localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { useStartTeleconsult } from '../../teleconsult/useStartTeleconsult';
import { useAppointmentHistoryQuery, useCancelAppointmentMutation } from '../api';
import type { AppointmentHandlers, AppointmentTab } from '../components/AppointmentActions';
import { AppointmentsList } from '../components/AppointmentsList';
import { strings } from '../i18n/strings';
import { useHospitalFilter } from '../useHospitalFilter';

export const ready = strings.ready;

const Picker = styled.div`
  max-inline-size: ${({ theme }) => theme.sizes.layout.picker};
`;

/**
 * /auth/appointments: Upcoming and Past tabs for the user (0) or a family member; reschedule,
 * cancel, start a teleconsultation, add to calendar; book again from the past.
 */
export function AppointmentsScreen() {
  const { t } = useTranslation(['appointments', 'care']);
  const language = useLanguage();
  const brand = useBrand();
  const navigate = useNavigate();
  const [familyMemberId, setFamilyMemberId] = useState(0);
  const [tab, setTab] = useState<AppointmentTab>('upcoming');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  // Set when a cancellation succeeds: the dialog then gives focus to the selected tab, as the
  // row's Cancel button it would go back to leaves with the row.
  const cancelled = useRef(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  const patients = useBookingPatientsQuery();
  const history = useAppointmentHistoryQuery({ familyMemberId, brandName: brand.key });
  const [cancel, cancelState] = useCancelAppointmentMutation();
  const { start, startingId } = useStartTeleconsult();
  // Reschedule and Book (again) fetch no slots before the department codes: have them ready.
  const prefetchDepartmentCodes = bookingApi.usePrefetch('departmentCodes');
  useEffect(() => prefetchDepartmentCodes(), [prefetchDepartmentCodes]);

  // The chosen hospital narrows the list only when the configuration says so.
  const keep = useHospitalFilter();
  const lists = useMemo(
    () => ({ upcoming: keep(history.data?.upcomingAppts), past: keep(history.data?.pastAppts) }),
    [history.data, keep],
  );

  const handlers: AppointmentHandlers = {
    onReschedule: (item) => {
      const state: RescheduleState = {
        item,
        userName: item.patientName,
        familyMemberId,
        familyMemberList: patients.data ?? [],
      };
      void navigate(BookingRoute.rescheduleAppointment, { state });
    },
    onCancel: setCancelling,
    onRebook: (item) => {
      const state: BookPastAppointmentState = { item, familyMemberId: item.familyMemberId };
      void navigate(
        item.scheduleType === 'TELEMED'
          ? BookingRoute.bookTelePastAppointment
          : BookingRoute.bookPastAppointment,
        {
          state,
        },
      );
    },
    onStartTeleconsult: start,
    startingId,
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel({
        facilityId: cancelling.facilityId,
        appointmentId: cancelling.appointmentId,
        appointmentRef: cancelling.appointmentRef,
        patientNo: cancelling.patientNo,
        reason: '',
      }).unwrap();
      cancelled.current = true;
      toast.success(bookingText(BookingMessages.cancelled, t), { timeout: TOAST_MS });
    } catch (error) {
      toast.error(bookingErrorText(error as Parameters<typeof bookingErrorText>[0], t), {
        timeout: TOAST_LONG_MS,
      });
    }
  };

  const panel = (which: AppointmentTab) => {
    if (history.isLoading || (history.isFetching && !history.currentData)) {
      return <Skeleton lines={6} label={t('loading')} />;
    }
    if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
    return (
      <AppointmentsList
        tab={which}
        items={lists[which]}
        handlers={handlers}
        emptyState={<EmptyState title={bookingText(BookingMessages.noAppointments, t)} headingLevel={2} />}
      />
    );
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('appointments.title')}</Heading>
      <Picker>
        {patients.isError ? (
          <LoadError onRetry={() => void patients.refetch()} />
        ) : (
          <PatientPicker
            patients={patients.data}
            isLoading={patients.isLoading}
            value={familyMemberId}
            onChange={setFamilyMemberId}
          />
        )}
      </Picker>
      {/* On a phone both tab names stay in view (they share the width and wrap). */}
      <div ref={tabsRef}>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AppointmentTab)}>
          <TabList aria-label={t('appointments.title')} fitWhenNarrow>
            <Tab id="upcoming">{t('appointments.upcoming')}</Tab>
            <Tab id="past">{t('appointments.past')}</Tab>
          </TabList>
          <TabPanel id="upcoming">{panel('upcoming')}</TabPanel>
          <TabPanel id="past">{panel('past')}</TabPanel>
        </Tabs>
      </div>
      <ConfirmDialog
        title={t('cancel.title')}
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        returnFocus={() => {
          if (!cancelled.current) return null;
          cancelled.current = false;
          return tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
        }}
        tone="danger"
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        isPending={cancelState.isLoading}
        onConfirm={confirmCancel}
      >
        {cancelling && (
          <Text elementType="p">
            <Bidi>
              {t('cancel.question', {
                doctor: localized(language, cancelling.physicianName, cancelling.physicianName_ar),
                date: displayDate(cancelling.apptDate),
                time: displayTime(cancelling.apptTime, language),
              })}
            </Bidi>
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
