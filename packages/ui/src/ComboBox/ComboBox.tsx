import { useMemo } from 'react';
import { type Key, type ComboBoxProps as RACComboBoxProps, Group as RACGroup } from 'react-aria-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { ChevronDownIcon } from '../internal/icons';
import { OptionItem } from '../internal/OptionItem';
import { StyledListBox } from '../internal/overlay.styles';
import { Shell, StyledInput } from '../TextField/TextField.styles';
import { comboBoxStrings } from '../UIProvider/strings/comboBox';
import { useUIStrings } from '../UIProvider/uiStrings';
import { Empty, OptionsPopover, Root, Trigger } from './ComboBox.styles';
import { matchesSearch } from './search';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** Other texts the option is found by, e.g. a country's name in the other language. */
  keywords?: readonly string[];
  /** A second, muted line under the label. */
  description?: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<
    RACComboBoxProps<T>,
    'children' | 'items' | 'defaultItems' | 'selectionMode' | 'defaultFilter' | 'allowsCustomValue'
  > {
  /** Visible label, also the accessible name. */
  label: string;
  options: readonly T[];
  placeholder?: string;
  /** Help text under the field. */
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
  /**
   * Shown in the open list when nothing matches the text typed.
   * @default 'No matches' / 'لا توجد نتائج مطابقة'
   */
  emptyLabel?: string;
}

/**
 * Picks one option from a long list by typing part of its name (react-aria-components ComboBox):
 * the list narrows as the patient types, arrows move through it, Enter picks, and the button opens
 * the whole list. An option is found by its label or any of its keywords, ignoring case, accents and
 * the spelling variants of Arabic letters. Only an option can be chosen: text that matches none is
 * put back to the chosen option's name when the field is left.
 */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  options,
  placeholder,
  description,
  errorMessage,
  emptyLabel,
  isInvalid,
  isReadOnly = false,
  validationBehavior = 'aria',
  ...props
}: ComboBoxProps<T>) {
  const strings = useUIStrings(comboBoxStrings);
  // RAC filters on each option's text value (its label); the keywords come from here.
  const searchTexts = useMemo(() => {
    const byLabel = new Map<string, string[]>();
    for (const option of options) {
      byLabel.set(option.label, [
        ...(byLabel.get(option.label) ?? [option.label]),
        ...(option.keywords ?? []),
      ]);
    }
    return byLabel;
  }, [options]);

  return (
    <Root
      {...props}
      defaultItems={options}
      defaultFilter={(text, typed) => (searchTexts.get(text) ?? [text]).some((s) => matchesSearch(s, typed))}
      allowsEmptyCollection
      isReadOnly={isReadOnly}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Shell as={RACGroup}>
        <StyledInput placeholder={placeholder} />
        {!isReadOnly && (
          <Trigger>
            <ChevronDownIcon aria-hidden="true" />
          </Trigger>
        )}
      </Shell>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
      {/* No padding from the viewport's edges: a list as wide as the field fits wherever the field
          does, and RAC would otherwise push it inward on a phone. */}
      <OptionsPopover containerPadding={0}>
        <StyledListBox renderEmptyState={() => <Empty>{emptyLabel ?? strings.noMatches}</Empty>}>
          {(entry) => <OptionItem option={entry as T} />}
        </StyledListBox>
      </OptionsPopover>
    </Root>
  );
}
