export { SUGGEST_SEARCH, SuggestSearchForm, type SuggestSearchFormProps } from './suggest-search-form.tsx';
export {
  focusFirstSuggestion,
  type Suggestion,
  SuggestionList,
  type SuggestionListProps,
} from './suggestion-list.tsx';
