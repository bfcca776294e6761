export { FilterBar, type FilterBarProps, FilterSearchField, type FilterSearchFieldProps } from './FilterBar';
