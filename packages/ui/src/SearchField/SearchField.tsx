import { type KeyboardEvent, type RefObject, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  ComboBoxStateContext,
  type Key,
  ComboBox as RACComboBox,
  Group as RACGroup,
  Input as RACInput,
  useFilter,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorRegion,
  FieldErrorText,
  FieldLabel,
  fieldRoot,
} from '../internal/field.styles';
import { IconButton } from '../internal/IconButton';
import { CloseIcon, SearchIcon } from '../internal/icons';
import {
  ItemDescription,
  ItemText,
  ListPopover,
  StyledListBox,
  StyledListBoxItem,
} from '../internal/overlay.styles';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import { Shell } from '../TextField/TextField.styles';
import { searchFieldStrings } from '../UIProvider/strings/searchField';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface SearchSuggestion {
  id: Key;
  label: string;
  /** A second, muted line, e.g. a doctor's specialty. */
  description?: string;
}

export interface SearchFieldProps<T extends SearchSuggestion = SearchSuggestion> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Candidates; filtered here unless `filterSuggestions` is false (server-side search). */
  suggestions: readonly T[];
  /**
   * Characters typed before suggestions open.
   * @default 3
   */
  minChars?: number;
  /**
   * Keep only suggestions that contain the text (case- and accent-insensitive).
   * @default true
   */
  filterSuggestions?: boolean;
  /** The text (controlled). */
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (text: string) => void;
  /** A suggestion was picked (click, or Enter on the highlighted one). */
  onSelect?: (suggestion: T) => void;
  /** Enter with no suggestion highlighted: search for the text as typed. */
  onSubmit?: (text: string) => void;
  /** Shows a spinner while suggestions load. */
  isLoading?: boolean;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  name?: string;
  /**
   * Accessible name of the clear button.
   * @default 'Clear search' / 'مسح البحث'
   */
  clearLabel?: string;
}

const Root = styled(RACComboBox)`
  ${fieldRoot}
`;

/**
 * The list spans the whole field box (icon, input and clear button), start edge to end edge: the
 * box is the combobox's Group, which RAC then anchors the popover to and measures for
 * --trigger-width. Without a Group RAC anchors to the bare input, so the list came out narrower
 * than the box and shifted inward past the icon, most visibly on phones. An exact width (not a
 * minimum) keeps a long suggestion wrapping inside the field's width.
 */
const SuggestionPopover = styled(ListPopover)`
  inline-size: var(--trigger-width);
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-inline-start: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.icon};

  & > svg {
    inline-size: 1em;
    block-size: 1em;
  }
`;

const Input = styled(RACInput)`
  flex: 1;
  min-inline-size: 0;
  align-self: stretch;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  /* The clear button is ours; hide the browser's. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

/**
 * The combobox only opens on an input change that already has items, but the items here follow the
 * text one render later, so the change that crosses `minChars` would never open it. This opens the
 * list after such a render, for text the user typed (not text set by picking a suggestion).
 */
function OpenWhenSuggestions({ count, typed }: { count: number; typed: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    // Suggestions often come from the server after the typing has stopped: keep waiting for them
    // until there is something to show, then open once.
    if (!state || !typed.current || count === 0) return;
    typed.current = false;
    if (!state.isOpen) state.open(null, 'input');
  });
  return null;
}

/**
 * A search input with suggestions (react-aria-components ComboBox). The list opens once `minChars`
 * characters are typed and there is something to suggest; arrows move through it, Enter picks,
 * Escape closes.
 */
export function SearchField<T extends SearchSuggestion = SearchSuggestion>({
  label,
  suggestions,
  minChars = 3,
  filterSuggestions = true,
  inputValue,
  defaultInputValue = '',
  onInputChange,
  onSelect,
  onSubmit,
  isLoading = false,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  name,
  clearLabel,
}: SearchFieldProps<T>) {
  const strings = useUIStrings(searchFieldStrings);
  const { contains } = useFilter({ sensitivity: 'base' });
  const [ownText, setOwnText] = useState(defaultInputValue);
  const text = inputValue ?? ownText;
  const typed = useRef(false);
  // The label of the suggestion just picked: until the user types again there is nothing to
  // suggest, so the list stays closed (the combobox would otherwise reopen it for the new text).
  const [pickedLabel, setPickedLabel] = useState<string | null>(null);

  const setText = (next: string) => {
    setOwnText(next);
    onInputChange?.(next);
  };

  const items = useMemo(() => {
    if (text.trim().length < minChars || text === pickedLabel) return [];
    return filterSuggestions
      ? suggestions.filter((item) => contains(item.label, text.trim()))
      : [...suggestions];
  }, [contains, filterSuggestions, minChars, pickedLabel, suggestions, text]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The combobox prevents default when Enter picks a highlighted suggestion.
    if (event.key === 'Enter' && !event.isDefaultPrevented() && text.trim()) onSubmit?.(text.trim());
  };

  return (
    <Root
      items={items}
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={(key) => {
        const picked = suggestions.find((item) => item.id === key);
        if (!picked) return;
        setPickedLabel(picked.label);
        setText(picked.label);
        onSelect?.(picked);
      }}
      selectedKey={null}
      menuTrigger="input"
      allowsCustomValue
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      <Shell as={RACGroup}>
        <Icon aria-hidden="true">{isLoading ? <SpinnerGraphic /> : <SearchIcon />}</Icon>
        <Input
          type="search"
          placeholder={placeholder}
          onKeyDown={handleKeyDown}
          onInput={() => {
            typed.current = true;
            // Typing again is a new search, even back to the picked name.
            setPickedLabel(null);
          }}
        />
        <OpenWhenSuggestions count={items.length} typed={typed} />
        {text && !isDisabled && (
          // slot={null}: not the combobox's own trigger button, which would open the list. Out of
          // the tab order (the open list hides everything but the input from assistive technology,
          // and select-all + Delete does the same from the keyboard).
          <IconButton
            slot={null}
            excludeFromTabOrder
            aria-label={clearLabel ?? strings.clear}
            onPress={() => setText('')}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Shell>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
      {/* No padding from the viewport's edges: RAC would otherwise push the list inward, off the
          field's edges, when the field runs close to the screen's edge as it does on phones. A list
          as wide as the field fits wherever the field does. */}
      <SuggestionPopover containerPadding={0}>
        <StyledListBox>
          {(entry) => {
            const item = entry as T;
            return (
              <StyledListBoxItem id={item.id} textValue={item.label}>
                <ItemText>
                  {item.label}
                  {item.description && <ItemDescription>{item.description}</ItemDescription>}
                </ItemText>
              </StyledListBoxItem>
            );
          }}
        </StyledListBox>
      </SuggestionPopover>
    </Root>
  );
}
