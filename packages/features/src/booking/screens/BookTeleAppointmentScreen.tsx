import { BookingMessages, type Doctor } from '@portal/contract';
import { PageHeader, Stack } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext';
import { useTelemedicineDoctorsQuery } from '../../doctors/api';
import { DoctorList } from '../../doctors/components/DoctorList';
import { DoctorProfileDialog } from '../../doctors/components/DoctorProfileDialog';
import { useBookDoctor } from '../../doctors/useBookDoctor';
import { bookingText } from '../../shared/care/format';
import { useDepartmentCodesQuery } from '../api';
import { BookingFlow } from '../components/BookingFlow';
import { strings } from '../i18n/strings';
import { readBookAppointmentState } from '../state';
import { targetOfDoctor } from '../target';

export const ready = strings.ready;

/**
 * /auth/bookTeleAppointment: with a chosen telemedicine doctor, the booking; without one, the
 * telemedicine doctors to choose from.
 */
export function BookTeleAppointmentScreen() {
  const { t } = useTranslation(['booking', 'care']);
  const state = readBookAppointmentState(useLocation().state);
  if (state) {
    return (
      <BookingFlow
        key={state.doctor.id}
        title={t('booking.teleTitle')}
        target={targetOfDoctor(state.doctor)}
        mode="book"
      />
    );
  }
  return <TeleDoctors />;
}

function TeleDoctors() {
  const { t } = useTranslation(['booking', 'care']);
  const brand = useBrand();
  const doctors = useTelemedicineDoctorsQuery(brand.key);
  const { data: departmentCodes = [] } = useDepartmentCodesQuery();
  const { book, pendingId, dialog } = useBookDoctor();
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader title={t('booking.teleTitle')} description={t('findDoctor.teleIntro', { ns: 'care' })} />
      <DoctorList
        doctors={doctors.data}
        isLoading={doctors.isLoading}
        isError={doctors.isError}
        onRetry={() => void doctors.refetch()}
        emptyTitle={bookingText(BookingMessages.noDoctors, t)}
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
