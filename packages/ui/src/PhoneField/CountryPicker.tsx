import { useEffect, useMemo, useState } from 'react';
import { Select as RACSelect, SelectValue as RACSelectValue, useLocale } from 'react-aria-components';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import {
  ItemCheck,
  ItemText,
  ListPopover,
  StyledListBox,
  StyledListBoxItem,
} from '../internal/overlay.styles';
import { type Country, localizedCountryName } from './countries';
import { Flag } from './Flag';
import { Code, CodeTrigger } from './PhoneField.styles';

/** RAC's Select wrapper: stretch so the code button fills the field's height. */
const CodeSelect = styled(RACSelect)`
  display: flex;
  align-self: stretch;
`;

const CountryPopover = styled(ListPopover)`
  inline-size: ${({ theme }) => theme.sizes.popover.inline};
  max-inline-size: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
`;

export interface CountryPickerProps {
  /** Accessible name of the picker. */
  label: string;
  selected: Country;
  countries: readonly Country[];
  onChange: (countryCode: string) => void;
  isDisabled?: boolean;
}

/**
 * The calling-code list of PhoneField: a select of every country, its own chunk, loaded the first
 * time someone opens it (most people keep +971 and never need it). It mounts open, with focus.
 */
export default function CountryPicker({
  label,
  selected,
  countries,
  onChange,
  isDisabled,
}: CountryPickerProps) {
  const { locale } = useLocale();
  // Open once the trigger has taken the focus (its autoFocus runs first, being a child), so the list
  // hands the focus back to it when it closes.
  const [isOpen, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const items = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return countries
      .map((entry) => ({ ...entry, id: entry.countryCode, label: localizedCountryName(entry, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, locale]);

  return (
    <CodeSelect
      aria-label={label}
      value={selected.countryCode}
      onChange={(key) => key != null && onChange(String(key))}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      {/* Replaces the button that was pressed: take its focus, so closing the list returns here. */}
      <CodeTrigger autoFocus>
        <RACSelectValue>
          {() => (
            <>
              <Flag countryCode={selected.countryCode} /> <Code>+{selected.phoneCode}</Code>
            </>
          )}
        </RACSelectValue>
        <ChevronDownIcon />
      </CodeTrigger>
      <CountryPopover placement="bottom start">
        <StyledListBox items={items}>
          {(entry) => {
            const item = entry as (typeof items)[number];
            return (
              <StyledListBoxItem id={item.id} textValue={`${item.label} +${item.phoneCode}`}>
                {({ isSelected }) => (
                  <>
                    <ItemCheck aria-hidden="true">{isSelected && <CheckIcon />}</ItemCheck>
                    <Flag countryCode={item.countryCode} />
                    <ItemText>{item.label}</ItemText>
                    <Code>+{item.phoneCode}</Code>
                  </>
                )}
              </StyledListBoxItem>
            );
          }}
        </StyledListBox>
      </CountryPopover>
    </CodeSelect>
  );
}
