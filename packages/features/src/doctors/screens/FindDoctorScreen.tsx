import { DASHBOARD_SUGGEST_MIN_CHARS, type Doctor } from '@portal/contract';
import { Button, Card, EmptyState, Heading, Link, PageHeader, Skeleton, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRecentConsultationsQuery } from '../../appointments/api';
import { useDepartmentCodesQuery } from '../../booking/api';
import { BookingRoute } from '../../booking/paths';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { displayDate, localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { ChipList, Section } from '../../shared/pageParts';
import { DoctorList } from '../components/DoctorList';
import { DoctorProfileDialog } from '../components/DoctorProfileDialog';
import { DoctorSearchBox } from '../components/DoctorSearchBox';
import { strings } from '../i18n/strings';
import { DoctorsRoute } from '../paths';
import { readFindDoctorState, type SearchResultState } from '../state';
import { useBookDoctor } from '../useBookDoctor';
import { useBrandSpecialties } from '../useBrandSpecialties';

export const ready = strings.ready;

/**
 * /auth/finddoctor (state docSearch): the search box, 'Find doctor by speciality', the doctors
 * recently consulted, and the way to a teleconsultation.
 */
export function FindDoctorScreen() {
  const { t } = useTranslation(['doctors', 'care']);
  const language = useLanguage();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { docSearch = '' } = readFindDoctorState(location.state);
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  const { book, pendingId, dialog } = useBookDoctor();
  const specialties = useBrandSpecialties();
  const recent = useRecentConsultationsQuery({ familyMemberId: 0, brandName: brand.key });
  const { data: departmentCodes = [] } = useDepartmentCodesQuery();

  const search = (state: SearchResultState) => void navigate(DoctorsRoute.searchDoctorResult, { state });

  return (
    <Stack gap="xl">
      <PageHeader title={t('findDoctor.title')} description={t('findDoctor.intro')} />

      <DoctorSearchBox onSearch={search} defaultText={docSearch} minChars={DASHBOARD_SUGGEST_MIN_CHARS} />

      <Section aria-labelledby="find-by-specialty">
        <Heading level={2} id="find-by-specialty">
          {t('findDoctor.bySpecialty')}
        </Heading>
        {specialties.isLoading ? (
          <Skeleton lines={2} label={t('loading')} />
        ) : specialties.isError ? (
          <LoadError onRetry={() => void specialties.refetch()} />
        ) : specialties.data && specialties.data.length > 0 ? (
          <ChipList>
            {specialties.data.map((specialty) => {
              const name = localized(language, specialty.name, specialty.name_ar);
              return (
                <li key={specialty.id}>
                  <Button
                    variant="secondary"
                    onPress={() =>
                      search({
                        doctorSearchString: name,
                        suggestion: { id: specialty.id, cat_type: 'specialty' },
                      })
                    }
                  >
                    {name}
                  </Button>
                </li>
              );
            })}
          </ChipList>
        ) : (
          <EmptyState title={t('common.noData')} headingLevel={3} />
        )}
      </Section>

      <Card aria-labelledby="find-tele" padding="lg">
        <Stack gap="sm">
          <Heading level={2} id="find-tele">
            {t('findDoctor.teleTitle')}
          </Heading>
          <Text elementType="p">{t('findDoctor.teleIntro', { ns: 'care' })}</Text>
          <Link href={BookingRoute.bookTeleAppointment} variant="standalone">
            {t('findDoctor.teleLink')}
          </Link>
        </Stack>
      </Card>

      <Section aria-labelledby="find-recent">
        <Heading level={2} id="find-recent">
          {t('findDoctor.recent')}
        </Heading>
        <DoctorList
          doctors={recent.data}
          isLoading={recent.isLoading}
          isError={recent.isError}
          onRetry={() => void recent.refetch()}
          emptyTitle={t('dashboard.noRecentConsultations', { ns: 'care' })}
          departmentCodes={departmentCodes}
          onViewProfile={setProfileOf}
          onBook={book}
          pendingId={pendingId}
          note={(doctor) => t('doctor.lastVisit', { ns: 'care', date: displayDate(doctor.lastVisit) })}
          placeholders={2}
        />
      </Section>

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
