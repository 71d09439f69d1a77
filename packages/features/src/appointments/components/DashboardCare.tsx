import { DASHBOARD_SUGGEST_MIN_CHARS, doctorBookingIssue } from '@portal/contract';
import { Avatar, Button, Card, Carousel, Link, Skeleton, Stack, Text } from '@portal/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useDepartmentCodesQuery } from '../../booking/api';
import { useBrand } from '../../brand/BrandContext';
import { DoctorSearchBox } from '../../doctors/components/DoctorSearchBox';
import { DoctorsRoute } from '../../doctors/paths';
import type { SearchResultState } from '../../doctors/state';
import { useBookDoctor } from '../../doctors/useBookDoctor';
import { useLanguage } from '../../i18n/useLanguage';
import { CallToBook } from '../../shared/care/CallToBook';
import { DateTimeText } from '../../shared/DateTimeText';
import { avatarName, displayDate, localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { CardTitle } from '../../shared/pageParts';
import { useAppointmentHistoryQuery, useRecentConsultationsQuery } from '../api';
import { AppointmentsRoute } from '../paths';
import { useHospitalFilter } from '../useHospitalFilter';
import { StatusBadge } from './StatusBadge';
// The care strings' English whatever renders it; the dashboard's ready() brings the other languages.
import '../../shared/care/i18n/strings';

/** Upcoming appointments the side column's carousel turns through; the rest are one click away. */
const UPCOMING_SHOWN = 5;
const RECENT_SHOWN = 4;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-block-start: ${({ theme }) => theme.space.md};
    border-block-start: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

const Person = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

/** An appointment on its slide, clear of the slide area's rounded edge. */
const Slide = styled(Person)`
  padding: ${({ theme }) => theme.space.md};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

/**
 * The dashboard's doctor search (spec section 2, Find Doctor: suggestions after more than 2
 * characters on the dashboard), with the ways to all doctors and to the appointments.
 */
export function DoctorSearchCard() {
  const { t } = useTranslation('care');
  const navigate = useNavigate();
  const search = (state: SearchResultState) => void navigate(DoctorsRoute.searchDoctorResult, { state });
  return (
    <Card aria-labelledby="dashboard-find-doctor" padding="lg">
      <Stack gap="md">
        <CardTitle level={2} id="dashboard-find-doctor">
          {t('dashboard.findDoctor')}
        </CardTitle>
        <DoctorSearchBox onSearch={search} minChars={DASHBOARD_SUGGEST_MIN_CHARS} />
        <Stack direction="row" gap="lg" wrap>
          <Link href={DoctorsRoute.findDoctor} variant="standalone">
            {t('dashboard.bySpecialty')}
          </Link>
          <Link href={AppointmentsRoute.appointments} variant="standalone">
            {t('dashboard.myAppointments')}
          </Link>
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * The side column's upcoming appointments (spec section 2, Dashboard): a carousel turning every
 * 3 s (spec section 9), the chosen hospital's only when the brand filters by it.
 */
export function UpcomingAppointments() {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const brand = useBrand();
  // The slides come in a render React may interrupt, as a content list's cards (ContentList).
  const history = useDeferredValue(useAppointmentHistoryQuery({ familyMemberId: 0, brandName: brand.key }));
  const keep = useHospitalFilter();
  const upcoming = keep(history.data?.upcomingAppts).slice(0, UPCOMING_SHOWN);
  // Not a region of its own: the carousel is the region of that name.
  return (
    <Card padding="lg">
      <Stack gap="md">
        <CardTitle level={2} id="dashboard-upcoming">
          {t('dashboard.upcoming')}
        </CardTitle>
        {history.isLoading ? (
          <Skeleton lines={3} label={t('loading')} />
        ) : history.isError ? (
          <LoadError onRetry={() => void history.refetch()} />
        ) : upcoming.length === 0 ? (
          <Text tone="muted">{t('dashboard.noUpcoming')}</Text>
        ) : (
          <Carousel
            label={t('dashboard.upcoming')}
            items={upcoming.map((item) => {
              const doctor = localized(language, item.physicianName, item.physicianName_ar);
              return {
                id: item.appointmentId,
                content: (
                  <Slide>
                    <Avatar name={avatarName(doctor)} src={item.image ?? undefined} size="sm" isDecorative />
                    <Lines>
                      <Text>
                        <strong>{doctor}</strong>
                      </Text>
                      <Text size="sm" tone="muted">
                        {localized(language, item.specialty, item.specialty_ar)}
                      </Text>
                      <Text size="sm">
                        <DateTimeText date={item.apptDate} time={item.apptTime} />
                      </Text>
                      <Text size="sm" tone="muted">
                        {item.patientName}
                      </Text>
                    </Lines>
                    <StatusBadge status={item.appointmentStatus} />
                  </Slide>
                ),
              };
            })}
          />
        )}
        <Link href={AppointmentsRoute.appointments} variant="standalone">
          {t('dashboard.allAppointments')}
        </Link>
      </Stack>
    </Card>
  );
}

/** The side column's recently consulted doctors, each with Book again (or the number to call). */
export function RecentDoctors() {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const brand = useBrand();
  const recent = useDeferredValue(useRecentConsultationsQuery({ familyMemberId: 0, brandName: brand.key }));
  const { data: departmentCodes = [] } = useDepartmentCodesQuery();
  const { book, pendingId, dialog } = useBookDoctor();
  const doctors = recent.data ?? [];
  return (
    <Card aria-labelledby="dashboard-recent" padding="lg">
      <Stack gap="md">
        <CardTitle level={2} id="dashboard-recent">
          {t('dashboard.recent')}
        </CardTitle>
        {recent.isLoading ? (
          <Skeleton lines={3} label={t('loading')} />
        ) : recent.isError ? (
          <LoadError onRetry={() => void recent.refetch()} />
        ) : doctors.length === 0 ? (
          <Text tone="muted">{t('dashboard.noRecentConsultations')}</Text>
        ) : (
          <Items>
            {doctors.slice(0, RECENT_SHOWN).map((doctor) => {
              const name = localized(language, doctor.name, doctor.name_ar);
              return (
                <li key={doctor.id}>
                  <Person>
                    <Avatar name={avatarName(name)} src={doctor.image ?? undefined} size="sm" isDecorative />
                    <Lines>
                      <Text id={`recent-${doctor.id}`}>
                        <strong>{name}</strong>
                      </Text>
                      <Text size="sm" tone="muted">
                        {localized(language, doctor.specialty, doctor.specialty_ar)}
                      </Text>
                      <Text size="sm">{t('doctor.lastVisit', { date: displayDate(doctor.lastVisit) })}</Text>
                    </Lines>
                  </Person>
                  <Stack direction="row" gap="sm" wrap>
                    {doctor.appointment_message ? (
                      <CallToBook phone={doctor.appointment_message} />
                    ) : doctorBookingIssue(doctor, departmentCodes) ? null : (
                      <Button
                        variant="secondary"
                        onPress={() => book(doctor)}
                        isPending={pendingId === doctor.id}
                        aria-describedby={`recent-${doctor.id}`}
                      >
                        {t('doctor.bookAgain')}
                      </Button>
                    )}
                  </Stack>
                </li>
              );
            })}
          </Items>
        )}
      </Stack>
      {dialog}
    </Card>
  );
}
