import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface Country {
  /** ISO 3166-1 alpha-2 code, as libphonenumber-js names regions (NG, GH, ...). */
  code: string;
  /** The region's name in the requested language. */
  name: string;
  /** The international calling code with its plus sign: '+234'. */
  dialCode: string;
}

/** The international calling code of a region, with its plus sign: `dialCodeOf('NG')` is '+234'. */
export function dialCodeOf(code: string): string {
  return `+${getCountryCallingCode(code.toUpperCase() as CountryCode)}`;
}

/** Every region with a calling code, named in `locale` (Intl.DisplayNames) and sorted by that name. */
export function listCountries(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: dialCodeOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The flag emoji of a two-letter region code: its letters as regional indicator symbols. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...Array.from(code.toUpperCase(), (letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}
