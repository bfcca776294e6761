'use client';

export { CountrySelect, type CountrySelectProps } from './CountrySelect.js';
export { type Country, dialCodeOf, flagEmoji, listCountries } from './countries.js';
