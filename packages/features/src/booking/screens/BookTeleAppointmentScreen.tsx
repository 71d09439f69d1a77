import { BookingText, type Doctor } from '@portal/contract';
import { PageHeader, Stack } from '@portal/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext';
import { useTelemedicineDoctorsQuery } from '../../doctors/api';
import { DoctorList } from '../../doctors/components/DoctorList';
import { DoctorProfileDialog } from '../../doctors/components/DoctorProfileDialog';
import { useBookDoctor } from '../../doctors/useBookDoctor';
import { useDepartmentCodesQuery } from '../api';
import { BookingFlow } from '../components/BookingFlow';
import { bookingText } from '../format';
import { useBookingT } from '../i18n/strings';
import { readBookAppointmentState } from '../state';
import { targetOfDoctor } from '../target';

/**
 * /auth/bookTeleAppointment: with a chosen telemedicine doctor, the booking; without one, the
 * telemedicine doctors to choose from.
 */
export function BookTeleAppointmentScreen() {
  const t = useBookingT();
  const state = readBookAppointmentState(useLocation().state);
  if (state) {
    return (
      <BookingFlow
        key={state.doctor.id}
        title={t('care.booking.teleTitle')}
        target={targetOfDoctor(state.doctor)}
        mode="book"
      />
    );
  }
  return <TeleDoctors />;
}

function TeleDoctors() {
  const t = useBookingT();
  const brand = useBrand();
  const doctors = useTelemedicineDoctorsQuery(brand.key);
  const { data: departmentCodes = [] } = useDepartmentCodesQuery();
  const { book, pendingId, dialog } = useBookDoctor();
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader title={t('care.booking.teleTitle')} description={t('care.findDoctor.teleIntro')} />
      <DoctorList
        doctors={doctors.data}
        isLoading={doctors.isLoading}
        isError={doctors.isError}
        onRetry={() => void doctors.refetch()}
        emptyTitle={bookingText(BookingText.noDoctors, t)}
        departmentCodes={departmentCodes}
        onViewProfile={setProfileOf}
        onBook={book}
        pendingId={pendingId}
        headingLevel={2}
      />
      <DoctorProfileDialog
        doctor={profileOf}
        onClose={() => setProfileOf(null)}
        onBook={book}
        departmentCodes={departmentCodes}
      />
      {dialog}
    </Stack>
  );
}
