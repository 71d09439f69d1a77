import type { BookingPatient } from '@portal/contract';
import { Select, Skeleton } from '@portal/ui';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/useLanguage';
import { localized } from '../../shared/format';
import { useBookingT } from '../i18n/strings';

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
  const t = useBookingT();
  const language = useLanguage();
  const options = useMemo(
    () => (patients ?? []).map((p) => ({ id: p.familyMemberId, label: patientLabel(p, language) })),
    [patients, language],
  );
  if (isLoading) return <Skeleton shape="rect" height="3.5rem" label={t('care.common.loading')} />;
  return (
    <Select
      label={label ?? t('care.patient.label')}
      options={options}
      value={options.some((o) => o.id === value) ? value : null}
      onChange={(key) => {
        if (typeof key === 'number') onChange(key);
      }}
      isDisabled={isDisabled}
    />
  );
}
