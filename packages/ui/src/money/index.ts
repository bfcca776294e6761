export { type FormatMoneyOptions, formatMoney } from './formatMoney';
