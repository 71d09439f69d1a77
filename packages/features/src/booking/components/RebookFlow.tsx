import { type Appointment, BookingMessages } from '@portal/contract';
import { EmptyState, Heading, Link, Skeleton, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { httpStatus } from '../../api/errors';
import { useDoctorLocationsQuery, useDoctorProfileQuery } from '../../doctors/api';
import { DoctorsRoute } from '../../doctors/paths';
import { bookingText } from '../../shared/care/format';
import { useBookingPatientsQuery } from '../../shared/care/patients';
import { LoadError } from '../../shared/LoadError';
import { useDepartmentCodesQuery } from '../api';
import { targetOfDoctor } from '../target';
import { BookingFlow } from './BookingFlow';

/**
 * Re-book from a past appointment: the same doctor (looked up again, so today's schedule, flags and
 * bookability count), for the same person.
 */
export function RebookFlow({
  title,
  item,
  familyMemberId,
}: {
  title: string;
  item: Appointment;
  familyMemberId: number;
}) {
  const { t } = useTranslation('booking');
  const profile = useDoctorProfileQuery(item.doctorId);
  // What the booking below asks for first, asked alongside the profile rather than after it.
  useDepartmentCodesQuery();
  useBookingPatientsQuery();
  useDoctorLocationsQuery();
  // The screen's h1 in every state, as BookingFlow has it: focus lands there on arrival.
  if (profile.isLoading || profile.isError || !profile.data) {
    return (
      <Stack gap="xl">
        <Heading level={1}>{title}</Heading>
        {profile.isLoading ? (
          <Skeleton lines={6} label={t('loading')} />
        ) : httpStatus(profile.error) === 404 ? (
          // A doctor who has left is no longer listed: say so rather than fail.
          <EmptyState
            title={bookingText(BookingMessages.doctorNotBookable, t)}
            headingLevel={2}
            action={
              <Link href={DoctorsRoute.findDoctor} variant="standalone">
                {t('nav.findDoctor')}
              </Link>
            }
          />
        ) : (
          <LoadError onRetry={() => void profile.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <BookingFlow
      title={title}
      target={targetOfDoctor(profile.data)}
      mode="book"
      initialPatientId={familyMemberId}
    />
  );
}
