import type { Key, SelectProps as RACSelectProps } from 'react-aria-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import {
  ItemCheck,
  ItemDescription,
  ItemText,
  ListPopover,
  StyledListBox,
  StyledListBoxItem,
} from '../internal/overlay.styles';
import { Chevron, Root, Trigger, Value } from './Select.styles';

export interface SelectOption {
  id: Key;
  label: string;
  /** A second, muted line under the label. */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<RACSelectProps<T>, 'children' | 'items' | 'selectionMode'> {
  /** Visible label, also the accessible name. */
  label: string;
  options: readonly T[];
  /** Help text under the field. */
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string;
}

/** Picks one option from a list (react-aria-components Select): a button that opens a listbox. */
export function Select<T extends SelectOption = SelectOption>({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: SelectProps<T>) {
  return (
    <Root {...props} validationBehavior={validationBehavior} isInvalid={isInvalid || Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        {/* Only the chosen option's text: its rendered row (check slot, description) would wrap. */}
        <Value>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </Value>
        <Chevron aria-hidden="true">
          <ChevronDownIcon />
        </Chevron>
      </Trigger>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
      <ListPopover>
        <StyledListBox items={options}>
          {(entry) => {
            const option = entry as T;
            return (
              <StyledListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                {({ isSelected }) => (
                  <>
                    <ItemCheck aria-hidden="true">{isSelected && <CheckIcon />}</ItemCheck>
                    <ItemText>
                      {option.label}
                      {option.description && <ItemDescription>{option.description}</ItemDescription>}
                    </ItemText>
                  </>
                )}
              </StyledListBoxItem>
            );
          }}
        </StyledListBox>
      </ListPopover>
    </Root>
  );
}
