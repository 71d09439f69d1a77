import type { Key, SelectProps as RACSelectProps } from 'react-aria-components';
import { FieldDescription, FieldErrorRegion, FieldErrorText, FieldLabel } from '../internal/field.styles';
import { ChevronDownIcon } from '../internal/icons';
import { OptionItem } from '../internal/OptionItem';
import { ListPopover, StyledListBox } from '../internal/overlay.styles';
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
  /**
   * Shows the chosen value as fixed: still focusable and read out, but it neither opens nor changes.
   * A disabled Select with a value looks the same way (a fixed value, not an unavailable control).
   * @default false
   */
  isReadOnly?: boolean;
}

/** Picks one option from a list (react-aria-components Select): a button that opens a listbox. */
export function Select<T extends SelectOption = SelectOption>({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  isReadOnly = false,
  validationBehavior = 'aria',
  ...props
}: SelectProps<T>) {
  const hasValue = (props.value ?? props.defaultValue) != null;
  const isFixed = isReadOnly || (Boolean(props.isDisabled) && hasValue);
  return (
    <Root
      {...props}
      validationBehavior={validationBehavior}
      isInvalid={isInvalid || Boolean(errorMessage)}
      data-readonly={isFixed || undefined}
      // RAC's Select has no read-only mode: never open, and no key can be picked by type-ahead.
      {...(isReadOnly && {
        isOpen: false,
        disabledKeys: options.map((option) => option.id),
      })}
    >
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        {/* Only the chosen option's text: its rendered row (check slot, description) would wrap. */}
        <Value>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </Value>
        {!isFixed && (
          <Chevron aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        )}
      </Trigger>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
      <ListPopover>
        <StyledListBox items={options}>{(entry) => <OptionItem option={entry as T} />}</StyledListBox>
      </ListPopover>
    </Root>
  );
}
