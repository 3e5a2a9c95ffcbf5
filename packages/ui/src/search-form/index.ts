export { SEARCH_FORM, SearchForm, type SearchFormProps } from './search-form.tsx';
