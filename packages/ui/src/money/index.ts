export {
  createMoneyFormatter,
  DEFAULT_MONEY_FORMAT,
  type FormatMoneyOptions,
  formatMoney,
  type MoneyFormat,
  type MoneyFormatter,
} from './formatMoney.js';
