'use client';

export {
  FilterBar,
  type FilterBarProps,
  FilterSearchField,
  type FilterSearchFieldProps,
} from './FilterBar.js';
