import { type Doctor, doctorBookingIssue } from '@portal/contract';
import { Avatar, Button, Card, Heading, Text } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { CallToBook } from '../../shared/care/CallToBook';
import { bookingText } from '../../shared/care/format';
import { avatarName, localized } from '../../shared/format';

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export interface DoctorCardProps {
  doctor: Doctor;
  /** Departments booked by phone (department codes call). */
  departmentCodes: readonly string[];
  onViewProfile?: (doctor: Doctor) => void;
  onBook: (doctor: Doctor) => void;
  /** The insurance check of this doctor is running. */
  isBooking?: boolean;
  /** Heading level of the name inside its list. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** A line under the specialty, e.g. the last visit. */
  note?: string;
}

/** Photo or initials, name, specialty, location, experience; the profile and the way to book. */
export function DoctorCard({
  doctor,
  departmentCodes,
  onViewProfile,
  onBook,
  isBooking = false,
  headingLevel = 3,
  note,
}: DoctorCardProps) {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const headingId = useId();
  const name = localized(language, doctor.name, doctor.name_ar);
  const location = localized(language, doctor.location, doctor.location_ar);

  return (
    <Card aria-labelledby={headingId} padding="lg">
      <Body>
        <Avatar name={avatarName(name)} src={doctor.image ?? undefined} size="lg" isDecorative />
        <Details>
          <Heading level={headingLevel} id={headingId}>
            {name}
          </Heading>
          <Text tone="muted">{localized(language, doctor.specialty, doctor.specialty_ar)}</Text>
          {location && <Text size="sm">{location}</Text>}
          {doctor.experience !== null && (
            <Text size="sm" tone="muted">
              {t('doctor.experience', { count: doctor.experience })}
            </Text>
          )}
          {note && (
            <Text size="sm" tone="muted">
              {note}
            </Text>
          )}
        </Details>
      </Body>
      <Actions>
        {onViewProfile && (
          <Button variant="secondary" onPress={() => onViewProfile(doctor)} aria-describedby={headingId}>
            {t('doctor.viewProfile')}
          </Button>
        )}
        <BookAction
          doctor={doctor}
          departmentCodes={departmentCodes}
          onBook={onBook}
          isBooking={isBooking}
          headingId={headingId}
        />
      </Actions>
    </Card>
  );
}

/**
 * The way to book a doctor: Book Appointment (Book Teleconsultation for telemedicine), or the phone
 * number of a doctor booked by phone, or why the doctor cannot be booked online.
 */
export function BookAction({
  doctor,
  departmentCodes,
  onBook,
  isBooking = false,
  headingId,
}: {
  doctor: Doctor;
  departmentCodes: readonly string[];
  onBook: (doctor: Doctor) => void;
  isBooking?: boolean;
  /** The element naming the doctor, when the button's own label does not (a list of cards). */
  headingId?: string;
}) {
  const { t } = useTranslation('care');
  // A doctor with a phone number is booked by phone: the number replaces the Book action.
  if (doctor.appointment_message) return <CallToBook phone={doctor.appointment_message} />;
  const issue = doctorBookingIssue(doctor, departmentCodes);
  if (issue) {
    return (
      <Text size="sm" tone="muted">
        {bookingText(issue.message, t)}
      </Text>
    );
  }
  return (
    <Button onPress={() => onBook(doctor)} isPending={isBooking} aria-describedby={headingId}>
      {doctor.scheduleType === 'TELEMED' ? t('doctor.bookTeleconsultation') : t('doctor.book')}
    </Button>
  );
}
