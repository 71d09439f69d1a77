export type { SearchFieldProps, SearchSuggestion } from './SearchField';
export { SearchField } from './SearchField';
