import type { BookingPatient } from '@portal/contract';
import { Select, Skeleton } from '@portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { localized } from '../format';

/** 'Yousef Al Mansoori (Son)': a person of the patient selectors, with their relation. */
export function patientLabel(patient: BookingPatient, language: 'en' | 'ar'): string {
  const relation = localized(language, patient.relation, patient.relation_ar);
  const name = `${patient.firstName} ${patient.lastName}`.trim();
  return relation ? `${name} (${relation})` : name;
}

export interface PatientPickerProps {
  patients: readonly BookingPatient[] | undefined;
  isLoading: boolean;
  /** familyMemberId; 0 is the user. */
  value: number;
  onChange: (familyMemberId: number) => void;
  label?: string;
  isDisabled?: boolean;
}

/** Self and family members by name and relation (GET /appointment/patients); 0 means self. */
export function PatientPicker({
  patients,
  isLoading,
  value,
  onChange,
  label,
  isDisabled,
}: PatientPickerProps) {
  const { t } = useTranslation('care');
  const theme = useTheme();
  const language = useLanguage();
  const options = useMemo(
    () => (patients ?? []).map((p) => ({ id: p.familyMemberId, label: patientLabel(p, language) })),
    [patients, language],
  );
  if (isLoading)
    return <Skeleton shape="rect" height={theme.sizes.layout.placeholder.field} label={t('loading')} />;
  return (
    <Select
      label={label ?? t('patient.label')}
      options={options}
      value={options.some((o) => o.id === value) ? value : null}
      onChange={(key) => {
        if (typeof key === 'number') onChange(key);
      }}
      isDisabled={isDisabled}
    />
  );
}
