export { CountrySelect, type CountrySelectProps } from './CountrySelect';
export { type Country, flagEmoji, listCountries } from './countries';
