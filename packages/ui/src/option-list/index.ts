'use client';

export { Option, OptionList, type OptionListProps, type OptionProps } from './OptionList.js';
