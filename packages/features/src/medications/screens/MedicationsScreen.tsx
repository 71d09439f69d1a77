import { type Medication, MedicationTab } from '@portal/contract';
import { EmptyState, Heading, Select, Skeleton, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { PatientPicker } from '../../shared/care/PatientPicker';
import { useBookingPatientsQuery } from '../../shared/care/patients';
import { localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { useMedicationsQuery } from '../api';
import { MedicationDetail } from '../components/MedicationDetail';
import { PrescriptionList } from '../components/PrescriptionList';
import { type PrescriptionRow, prescribers, prescriptionRows } from '../components/prescriptions';
import { strings } from '../i18n/strings';
import { MEDICATION_TAB_PARAM, medicationTabOf } from '../state';

export const ready = strings.ready;

const ALL_DOCTORS = 'all';

/** Select Patient and Select Doctor side by side, one under the other on a phone. */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.fieldMin}), ${({ theme }) => theme.sizes.layout.picker}));
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * /auth/myMedication: Active Medication ('1') and Past Medication ('2') of the user (0) or a family
 * member, filtered by the prescribing doctor; a row per prescription opens its drugs' progress.
 */
export function MedicationsScreen() {
  const { t } = useTranslation(['medications', 'care']);
  const language = useLanguage();
  const brand = useBrand();
  const [search, setSearch] = useSearchParams();
  const tab = medicationTabOf(search);
  const [familyMemberId, setFamilyMemberId] = useState(0);
  const [doctor, setDoctor] = useState<string>(ALL_DOCTORS);
  const [viewing, setViewing] = useState<PrescriptionRow | null>(null);
  const patients = useBookingPatientsQuery();
  const medications = useMedicationsQuery({ familyMemberId, brandName: brand.key });
  const data = medications.currentData;

  const doctorOptions = useMemo(() => {
    const all = [...(data?.activeMedications ?? []), ...(data?.pastMedications ?? [])];
    return [
      { id: ALL_DOCTORS, label: t('filter.allDoctors') },
      ...prescribers(all).map((d) => ({
        id: d.physicianNo,
        label: localized(language, d.doctorName, d.doctorName_ar),
      })),
    ];
  }, [data, language, t]);
  // A doctor of another patient's list reads as All Doctors.
  const chosenDoctor = doctorOptions.some((o) => o.id === doctor) ? doctor : ALL_DOCTORS;

  const rowsOf = (items: readonly Medication[] | undefined) =>
    prescriptionRows(
      (items ?? []).filter((m) => chosenDoctor === ALL_DOCTORS || m.physicianNo === chosenDoctor),
    );

  const panel = (which: MedicationTab) => {
    if (medications.isError) return <LoadError onRetry={() => void medications.refetch()} />;
    if (!data) {
      return (
        <Stack gap="md">
          <Text elementType="p" role="status">
            {t('medications.loading')}
          </Text>
          <Skeleton lines={4} />
        </Stack>
      );
    }
    const active = which === MedicationTab.Active;
    return (
      <PrescriptionList
        label={active ? t('medications.active') : t('medications.past')}
        rows={rowsOf(active ? data.activeMedications : data.pastMedications)}
        onView={setViewing}
        emptyState={
          <EmptyState title={active ? t('medications.noActive') : t('medications.noPast')} headingLevel={2} />
        }
      />
    );
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('medications.title')}</Heading>
      <Filters>
        {patients.isError ? (
          <LoadError onRetry={() => void patients.refetch()} />
        ) : (
          <PatientPicker
            label={t('filter.patient')}
            patients={patients.data}
            isLoading={patients.isLoading}
            value={familyMemberId}
            onChange={(id) => {
              setFamilyMemberId(id);
              setDoctor(ALL_DOCTORS);
            }}
          />
        )}
        <Select
          label={t('filter.doctor')}
          options={doctorOptions}
          value={chosenDoctor}
          onChange={(key) => {
            if (typeof key === 'string') setDoctor(key);
          }}
        />
      </Filters>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = new URLSearchParams(search);
          next.set(MEDICATION_TAB_PARAM, String(key));
          setSearch(next, { replace: true });
        }}
      >
        <TabList aria-label={t('medications.title')} fitWhenNarrow>
          <Tab id={MedicationTab.Active}>{t('medications.active')}</Tab>
          <Tab id={MedicationTab.Past}>{t('medications.past')}</Tab>
        </TabList>
        <TabPanel id={MedicationTab.Active}>{panel(MedicationTab.Active)}</TabPanel>
        <TabPanel id={MedicationTab.Past}>{panel(MedicationTab.Past)}</TabPanel>
      </Tabs>
      <MedicationDetail row={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
