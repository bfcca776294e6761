// A neutral produce-basket illustration shown when a product has no image or its image fails to load.
// Inlined as a data URI so the kit ships no asset that a consumer's bundler has to copy.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">
<rect width="240" height="240" fill="#eef3ed"/>
<circle cx="120" cy="122" r="78" fill="#e2ebe1"/>
<g fill="none" stroke="#8fa894" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">
<path d="M62 112h116l-12 58a14 14 0 0 1-13.7 11H87.7A14 14 0 0 1 74 170z"/>
<path d="M92 112l18-34M148 112l-18-34"/>
<path d="M96 136v22M120 136v22M144 136v22"/>
</g>
<path d="M120 62c-2-14 6-24 20-26 1 14-7 24-20 26z" fill="#8fa894"/>
</svg>`;

export const fallbackImage = `data:image/svg+xml,${encodeURIComponent(svg)}`;
