import type { HospitalLocation } from '@portal/contract';
import { Radio, RadioGroup } from '@portal/ui';
import styled from 'styled-components';

const Address = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LocationRadiosProps {
  label: string;
  locations: readonly HospitalLocation[];
  /** The chosen location's id (HospitalLocation.id, as a string). */
  value: string | null;
  onChange: (value: string) => void;
  errorMessage?: string;
}

/** The brand's hospital locations as a radio list (the Choose Hospital dialog, spec section 2). */
export function LocationRadios({ label, locations, value, onChange, errorMessage }: LocationRadiosProps) {
  return (
    <RadioGroup label={label} value={value} onChange={onChange} errorMessage={errorMessage} name="facilityId">
      {locations.map((location) => (
        <Radio key={location.id} value={String(location.id)}>
          {location.name}
          {location.address && <Address>{location.address}</Address>}
        </Radio>
      ))}
    </RadioGroup>
  );
}
