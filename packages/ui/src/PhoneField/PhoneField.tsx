import { type Ref, useId, useMemo, useState } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  type TextFieldProps as RACTextFieldProps,
  useLocale,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import {
  ItemCheck,
  ItemText,
  ListPopover,
  StyledListBox,
  StyledListBoxItem,
} from '../internal/overlay.styles';
import { Adornment, Root, Shell, StyledInput } from '../TextField/TextField.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { countries as allCountries, type Country, findCountry, localizedCountryName } from './countries';
import { Flag } from './Flag';

export interface PhoneFieldProps extends Omit<RACTextFieldProps, 'children' | 'type' | 'inputMode'> {
  /** Visible label of the number input, also its accessible name. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** ISO code of the calling code (controlled). */
  country?: string;
  /**
   * ISO code of the calling code at first render.
   * @default 'AE' (+971)
   */
  defaultCountry?: string;
  onCountryChange?: (country: Country) => void;
  /**
   * Let the user pick the calling code from the country list; otherwise it is shown, fixed.
   * @default false
   */
  isCountrySelectable?: boolean;
  /**
   * Accessible name of the calling-code picker.
   * @default 'Country calling code'
   */
  countryLabel?: string;
  /**
   * Countries offered by the picker.
   * @default every country
   */
  countries?: readonly Country[];
  /** Ref to the `<input>`. */
  inputRef?: Ref<HTMLInputElement>;
}

const CodeTrigger = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: stretch;
  flex: none;
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border: none;
  border-inline-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => `calc(-1 * ${theme.sizes.focusRingWidth})`};
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & svg {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.sizes.icon};
  }
`;

/** RAC's Select wrapper: stretch so the code button fills the field's height. */
const CodeSelect = styled(RACSelect)`
  display: flex;
  align-self: stretch;
`;

/** '+971' has no strong characters: keep it left-to-right inside Arabic text. */
const Code = styled.span`
  unicode-bidi: plaintext;
`;

const CountryPopover = styled(ListPopover)`
  inline-size: ${({ theme }) => theme.sizes.popover.inline};
  max-inline-size: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
`;

/**
 * A mobile number input with its calling code: fixed (+971 by default) or picked from the bundled
 * country list. The value is the national number; the calling code comes from `onCountryChange`.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  placeholder,
  country: countryProp,
  defaultCountry = 'AE',
  onCountryChange,
  isCountrySelectable = false,
  countryLabel = 'Country calling code',
  countries = allCountries,
  inputRef,
  isInvalid,
  isDisabled,
  validationBehavior = 'aria',
  autoComplete = 'tel-national',
  'aria-describedby': ariaDescribedBy,
  ...props
}: PhoneFieldProps) {
  const codeId = useId();
  const { locale } = useLocale();
  const [ownCountry, setOwnCountry] = useState(defaultCountry);
  const countryCode = countryProp ?? ownCountry;
  const selected = findCountry(countryCode, countries) ?? findCountry(countryCode) ?? allCountries[0]!;

  const items = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return countries
      .map((entry) => ({ ...entry, id: entry.countryCode, label: localizedCountryName(entry, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, locale]);

  const chooseCountry = (code: string) => {
    const next = findCountry(code, countries);
    if (!next) return;
    setOwnCountry(next.countryCode);
    onCountryChange?.(next);
  };

  return (
    <Root
      {...props}
      isDisabled={isDisabled}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      aria-describedby={[codeId, ariaDescribedBy].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <Shell>
        {isCountrySelectable ? (
          <CodeSelect
            aria-label={countryLabel}
            value={selected.countryCode}
            onChange={(key) => key != null && chooseCountry(String(key))}
            isDisabled={isDisabled}
          >
            <CodeTrigger>
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
        ) : (
          <Adornment aria-hidden="true">
            <Code>+{selected.phoneCode}</Code>
          </Adornment>
        )}
        <StyledInput ref={inputRef} placeholder={placeholder} />
      </Shell>
      {/* The input is described by its calling code, which the picker's button shows visually. */}
      <VisuallyHidden elementType="span" id={codeId}>
        +{selected.phoneCode}
      </VisuallyHidden>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
    </Root>
  );
}
