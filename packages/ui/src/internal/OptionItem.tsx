import type { Key } from 'react-aria-components';
import { CheckIcon } from './icons';
import { ItemCheck, ItemDescription, ItemText, StyledListBoxItem } from './overlay.styles';

/** An option of a list box: Select and ComboBox draw theirs the same way. */
export interface ListOption {
  id: Key;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** One option: a check when selected, its label, and its description under it. */
export function OptionItem({ option }: { option: ListOption }) {
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
}
