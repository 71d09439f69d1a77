import { BookingMessages, type Doctor, type DoctorsQuery, SEARCH_MIN_CHARS } from '@portal/contract';
import { EmptyState, Heading, Select, type SelectOption, Stack, Text } from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useDepartmentCodesQuery } from '../../booking/api';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { bookingText } from '../../shared/care/format';
import { localized } from '../../shared/format';
import { Section } from '../../shared/pageParts';
import { useSearchDoctorsQuery } from '../api';
import { DoctorList } from '../components/DoctorList';
import { DoctorProfileDialog } from '../components/DoctorProfileDialog';
import { DoctorSearchBox } from '../components/DoctorSearchBox';
import { strings } from '../i18n/strings';
import { DoctorsRoute } from '../paths';
import { readSearchResultState, type SearchResultState } from '../state';
import { useBookDoctor } from '../useBookDoctor';

export const ready = strings.ready;

const ALL = 'all';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  & > :last-child {
    min-inline-size: min(100%, ${({ theme }) => theme.sizes.layout.aside.min});
  }
`;

function queryOf(search: SearchResultState | null, brandName: string): DoctorsQuery | typeof skipToken {
  if (!search) return skipToken;
  if (search.suggestion) return { id: search.suggestion.id, cat_type: search.suggestion.cat_type, brandName };
  return { searchText: search.doctorSearchString, brandName };
}

/**
 * /auth/searchDoctorResult (state doctorSearchString): the search box (suggestions from 3
 * characters), the results grid with a department filter, the profile and insurance-block dialogs.
 */
export function SearchDoctorResultScreen() {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const search = readSearchResultState(location.state);
  const brand = useBrand();
  const results = useSearchDoctorsQuery(queryOf(search, brand.key));
  const { data: departmentCodes = [] } = useDepartmentCodesQuery();
  const [department, setDepartment] = useState<string>(ALL);
  const [profileOf, setProfileOf] = useState<Doctor | null>(null);
  const { book, pendingId, dialog } = useBookDoctor();

  const departments = useMemo<SelectOption[]>(() => {
    const seen = new Map<string, string>();
    for (const doctor of results.data ?? []) {
      if (!seen.has(doctor.specialtyCode)) {
        seen.set(doctor.specialtyCode, localized(language, doctor.specialty, doctor.specialty_ar));
      }
    }
    return [
      { id: ALL, label: t('results.allDepartments') },
      ...[...seen]
        .map(([id, label]) => ({ id, label }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    ];
  }, [results.data, language, t]);

  const shown = useMemo(
    () =>
      department === ALL
        ? results.data
        : results.data?.filter((doctor) => doctor.specialtyCode === department),
    [results.data, department],
  );

  const searchAgain = (next: SearchResultState) => {
    setDepartment(ALL);
    void navigate(DoctorsRoute.searchDoctorResult, { replace: true, state: next });
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('results.title')}</Heading>
      <DoctorSearchBox
        // A new search starts a fresh box with its text.
        key={search?.doctorSearchString ?? ''}
        onSearch={searchAgain}
        defaultText={search?.doctorSearchString ?? ''}
        minChars={SEARCH_MIN_CHARS}
      />
      <Section aria-labelledby="results-heading">
        <Toolbar>
          <Stack gap="xxs">
            <Heading level={2} id="results-heading">
              {search ? t('results.for', { text: search.doctorSearchString }) : t('results.heading')}
            </Heading>
            {shown && (
              <Text tone="muted" size="sm" role="status">
                {t('results.count', { count: shown.length })}
              </Text>
            )}
          </Stack>
          {(results.data?.length ?? 0) > 0 && (
            <Select
              label={t('results.department')}
              options={departments}
              value={department}
              onChange={(key) => setDepartment(key === null ? ALL : String(key))}
            />
          )}
        </Toolbar>
        {search ? (
          <DoctorList
            doctors={shown}
            isLoading={results.isFetching}
            isError={results.isError}
            onRetry={() => void results.refetch()}
            emptyTitle={bookingText(BookingMessages.noDoctors, t)}
            departmentCodes={departmentCodes}
            onViewProfile={setProfileOf}
            onBook={book}
            pendingId={pendingId}
          />
        ) : (
          <EmptyState
            title={bookingText(BookingMessages.noDoctors, t)}
            description={bookingText(BookingMessages.searchFirst, t)}
            headingLevel={3}
          />
        )}
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
