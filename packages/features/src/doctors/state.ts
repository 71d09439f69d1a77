import { type DoctorCategory, doctorCategory } from '@portal/contract';
import { stateRecord as record } from '../shared/locationState';

/*
 * What another screen hands this feature's screens when it navigates to them (location state, as
 * spec section 2 names it), read back through the contract's schemas: a reload or a typed address
 * brings whatever the history holds.
 */

/** /auth/finddoctor: the text typed on the dashboard (empty from the Doctors tile). */
export interface FindDoctorState {
  docSearch?: string;
}

/** A picked suggestion: a doctor, a specialty or a condition. */
export interface SearchSuggestionRef {
  id: string;
  cat_type: DoctorCategory;
}

/** /auth/searchDoctorResult: the text searched, and the suggestion when one was picked. */
export interface SearchResultState {
  doctorSearchString: string;
  suggestion?: SearchSuggestionRef;
}

export function readFindDoctorState(state: unknown): FindDoctorState {
  const docSearch = record(state).docSearch;
  return typeof docSearch === 'string' ? { docSearch } : {};
}

export function readSearchResultState(state: unknown): SearchResultState | null {
  const { doctorSearchString, suggestion } = record(state);
  if (typeof doctorSearchString !== 'string') return null;
  const ref = record(suggestion);
  const category = doctorCategory.safeParse(ref.cat_type);
  return typeof ref.id === 'string' && category.success
    ? { doctorSearchString, suggestion: { id: ref.id, cat_type: category.data } }
    : { doctorSearchString };
}
