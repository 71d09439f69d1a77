import { lazy, type Ref, Suspense, useId, useState } from 'react';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { ChevronDownIcon } from '../internal/icons';
import { Adornment, Root, Shell, StyledInput } from '../TextField/TextField.styles';
import { phoneFieldStrings } from '../UIProvider/strings/phoneField';
import { useUIStrings } from '../UIProvider/uiStrings';
import { VisuallyHidden } from '../VisuallyHidden';
import { countries as allCountries, type Country, findCountry } from './countries';
import { Flag } from './Flag';
import { Code, CodeTrigger } from './PhoneField.styles';

const loadPicker = () => import('./CountryPicker');
const CountryPicker = lazy(loadPicker);

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
   * @default 'Country calling code' / 'رمز الاتصال الدولي'
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
  countryLabel: ownCountryLabel,
  countries = allCountries,
  inputRef,
  isInvalid,
  isDisabled,
  validationBehavior = 'aria',
  autoComplete = 'tel-national',
  'aria-describedby': ariaDescribedBy,
  ...props
}: PhoneFieldProps) {
  const strings = useUIStrings(phoneFieldStrings);
  const countryLabel = ownCountryLabel ?? strings.callingCode;
  const codeId = useId();
  // The country list loads when someone opens it (and is fetched early on hover or focus).
  const [pickerWanted, setPickerWanted] = useState(false);
  const [ownCountry, setOwnCountry] = useState(defaultCountry);
  const countryCode = countryProp ?? ownCountry;
  const selected = findCountry(countryCode, countries) ?? findCountry(countryCode) ?? allCountries[0]!;

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
          pickerWanted ? (
            <Suspense fallback={<CodeButton country={selected} label={countryLabel} />}>
              <CountryPicker
                label={countryLabel}
                selected={selected}
                countries={countries}
                onChange={chooseCountry}
                isDisabled={isDisabled}
              />
            </Suspense>
          ) : (
            <CodeButton
              country={selected}
              label={countryLabel}
              isDisabled={isDisabled}
              onOpen={() => setPickerWanted(true)}
            />
          )
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

interface CodeButtonProps {
  country: Country;
  label: string;
  isDisabled?: boolean;
  onOpen?: () => void;
}

/** The calling-code button before the country list has loaded: pressing it (or an arrow key) opens it. */
function CodeButton({ country, label, isDisabled, onOpen }: CodeButtonProps) {
  return (
    <CodeTrigger
      aria-label={`${label}, +${country.phoneCode}`}
      aria-haspopup="listbox"
      aria-expanded={false}
      isDisabled={isDisabled}
      onHoverStart={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onPress={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onOpen?.();
        }
      }}
    >
      <Flag countryCode={country.countryCode} /> <Code>+{country.phoneCode}</Code>
      <ChevronDownIcon />
    </CodeTrigger>
  );
}
