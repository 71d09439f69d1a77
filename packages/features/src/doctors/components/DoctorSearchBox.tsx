import {
  BookingMessages,
  type DoctorSuggestion,
  doctorSearchQuery,
  SEARCH_ENTER_MIN_CHARS,
  SEARCH_MIN_CHARS,
} from '@portal/contract';
import { Button, SearchField, type SearchSuggestion } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { useLanguage } from '../../i18n/useLanguage';
import { bookingText } from '../../shared/care/format';
import { localized } from '../../shared/format';
import { useDoctorSuggestionsQuery } from '../api';
import type { SearchResultState } from '../state';
import { useBrandSpecialties } from '../useBrandSpecialties';

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DELAY_MS = 250;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Field = styled.div`
  flex: 1 1 ${({ theme }) => theme.sizes.layout.fieldMin};
  min-inline-size: 0;
`;

/** Level with the input under the field's label (label height plus the field's gap). */
const SearchButton = styled.div`
  margin-block-start: calc(
    ${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.tight} +
      ${({ theme }) => theme.space.xs}
  );
`;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Suggestion extends SearchSuggestion {
  source: DoctorSuggestion;
}

export interface DoctorSearchBoxProps {
  /** What a search leads to: the result screen's state. */
  onSearch: (search: SearchResultState) => void;
  /**
   * Characters typed before suggestions show: more than 2 on the dashboard, 3 on the result flow.
   * @default SEARCH_MIN_CHARS
   */
  minChars?: number;
  defaultText?: string;
  label?: string;
}

/**
 * The doctor search box (spec sections 2 and 5): suggestions of doctors, specialties and
 * conditions from the server once enough is typed; Enter needs more than 1 character; the Search
 * button on empty text says 'Search first'.
 */
export function DoctorSearchBox({
  onSearch,
  minChars = SEARCH_MIN_CHARS,
  defaultText = '',
  label,
}: DoctorSearchBoxProps) {
  const { t } = useTranslation('care');
  const language = useLanguage();
  const [text, setText] = useState(defaultText);
  const [error, setError] = useState<string | undefined>();
  // A prefilled search (coming back to results) asks for no suggestions until the patient types.
  const [edited, setEdited] = useState(false);
  const typed = text.trim();
  const query = useDebounced(typed, SUGGEST_DELAY_MS);
  const brand = useBrand();
  const { data, isFetching } = useDoctorSuggestionsQuery(
    { searchText: query, brandName: brand.key },
    {
      skip: !edited || query.length < minChars || query !== typed,
    },
  );

  // The hint names a specialty this brand has (the one with the most doctors), never a fixed one.
  const { data: specialties } = useBrandSpecialties();
  const example = useMemo(
    () =>
      specialties?.reduce<(typeof specialties)[number] | undefined>(
        (best, specialty) => (!best || specialty.doctorCount > best.doctorCount ? specialty : best),
        undefined,
      ),
    [specialties],
  );
  const placeholder = example
    ? t('search.placeholder', { example: localized(language, example.name, example.name_ar) })
    : undefined;

  const suggestions = useMemo<Suggestion[]>(
    () =>
      !edited || typed.length < minChars
        ? []
        : (data ?? []).map((source) => {
            const where = localized(language, source.location, source.location_ar);
            const kind = t(`search.category.${source.cat_type}`);
            return {
              id: `${source.cat_type}:${source.id}`,
              label: localized(language, source.name, source.name_ar),
              description: where ? `${kind} · ${where}` : kind,
              source,
            };
          }),
    [data, edited, language, minChars, t, typed.length],
  );

  const submit = (value: string) => {
    const checked = doctorSearchQuery.safeParse({ searchText: value });
    if (!checked.success) {
      setError(bookingText(BookingMessages.searchFirst, t));
      return;
    }
    setError(undefined);
    onSearch({ doctorSearchString: checked.data.searchText });
  };

  return (
    <Row>
      <Field>
        <SearchField<Suggestion>
          label={label ?? t('search.label')}
          placeholder={placeholder}
          suggestions={suggestions}
          filterSuggestions={false}
          minChars={minChars}
          inputValue={text}
          onInputChange={(next) => {
            setText(next);
            setEdited(true);
            setError(undefined);
          }}
          onSelect={(picked) =>
            onSearch({
              doctorSearchString: picked.label,
              suggestion: { id: picked.source.id, cat_type: picked.source.cat_type },
            })
          }
          onSubmit={(value) => {
            if (value.length >= SEARCH_ENTER_MIN_CHARS) submit(value);
          }}
          isLoading={isFetching && typed.length >= minChars}
          errorMessage={error}
        />
      </Field>
      <SearchButton>
        <Button onPress={() => submit(text)}>{t('search.submit')}</Button>
      </SearchButton>
    </Row>
  );
}
