import type { FeedbackLocation } from '@portal/contract';
import { Select } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export interface FacilityFieldProps {
  locations: readonly FeedbackLocation[];
  value: number | null;
  onChange: (id: number) => void;
  errorMessage?: string;
}

/**
 * The brand's facilities; a brand with one shows its name as a fixed value (spec section 2), which
 * the form takes as chosen (facilityOf).
 */
export function FacilityField({ locations, value, onChange, errorMessage }: FacilityFieldProps) {
  const { t } = useTranslation('feedback');
  const fixed = locations.length === 1;
  return (
    <Select
      label={fixed ? t('field.fixedFacility') : t('field.facility')}
      placeholder={t('field.choose')}
      options={locations.map((location) => ({ id: location.id, label: location.name }))}
      value={fixed ? (locations[0]?.id ?? null) : value}
      onChange={(key) => {
        if (typeof key === 'number') onChange(key);
      }}
      isReadOnly={fixed}
      errorMessage={errorMessage}
      isRequired
    />
  );
}

/** The facility a form sends: the one chosen, or the only one of a brand with one. */
export function facilityOf(locations: readonly FeedbackLocation[] | undefined, chosen: number | null) {
  if (locations?.length === 1) return locations[0]?.id ?? null;
  return locations?.some((location) => location.id === chosen) ? chosen : null;
}
