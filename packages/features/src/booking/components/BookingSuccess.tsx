import { BookingMessages, type BookingResult } from '@portal/contract';
import { Button, Card, Heading, Link, Stack, SuccessIcon } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddToCalendarButton } from '../../appointments/components/AddToCalendarButton';
import { AppointmentsRoute } from '../../appointments/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { bookingText } from '../../shared/care/format';
import { DateTimeText } from '../../shared/DateTimeText';
import { localized } from '../../shared/format';
import type { BookingTarget } from '../target';

const Mark = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.sizes.illustration};
`;

/** Takes focus when the view appears (the pressed button is gone); not a control, so no ring. */
const Announce = styled.div`
  &:focus {
    outline: none;
  }
`;

/** Label and value pairs of an appointment (the success view, the reschedule card). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface BookingSuccessProps {
  result: BookingResult;
  target: BookingTarget;
  patientName: string;
  mode: 'book' | 'reschedule';
  /** Re-book: pick another slot with the same doctor. */
  onBookAnother: () => void;
}

/** The success view: the reference number, the details, 'Add to calendar' and re-book. */
export function BookingSuccess({ result, target, patientName, mode, onBookAnother }: BookingSuccessProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const headingRef = useRef<HTMLDivElement>(null);

  // The page changed under the pressed button: take focus to the news.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card aria-labelledby="booking-success" padding="xl">
      <Stack gap="lg" align="flex-start">
        <Announce ref={headingRef} tabIndex={-1}>
          <Stack direction="row" gap="md" align="center">
            <Mark aria-hidden="true">
              <SuccessIcon />
            </Mark>
            <Heading level={2} id="booking-success">
              {bookingText(mode === 'book' ? BookingMessages.booked : BookingMessages.rescheduled, t)}
            </Heading>
          </Stack>
        </Announce>
        <Facts>
          <dt>{t('success.reference')}</dt>
          <dd>
            <bdi>{result.appointmentRefNo}</bdi>
          </dd>
          <dt>{t('success.doctor')}</dt>
          <dd>{localized(language, target.name, target.nameAr)}</dd>
          <dt>{t('success.patient')}</dt>
          <dd>{patientName}</dd>
          <dt>{t('success.when')}</dt>
          <dd>
            <DateTimeText date={result.apptDate} time={result.apptTime} />
          </dd>
          {target.location && (
            <>
              <dt>{t('success.where')}</dt>
              <dd>
                {target.scheduleType === 'TELEMED'
                  ? t('booking.teleAddress')
                  : localized(language, target.location, target.locationAr)}
              </dd>
            </>
          )}
        </Facts>
        <Stack direction="row" gap="sm" wrap>
          <AddToCalendarButton
            appointmentId={result.appointmentId}
            appointmentRefNo={result.appointmentRefNo}
          />
          <Button variant="secondary" onPress={onBookAnother}>
            {t('success.bookAnother')}
          </Button>
        </Stack>
        <Link href={AppointmentsRoute.appointments} variant="standalone">
          {t('success.viewAppointments')}
        </Link>
      </Stack>
    </Card>
  );
}
