// The kit's money is the contract's (@farmkit/contract's money.ts): the API, its e-mails and every screen write
// amounts with the same code.
export {
  createMoneyFormatter,
  DEFAULT_MONEY_FORMAT,
  type FormatMoneyOptions,
  formatMoney,
  fromKobo,
  type MoneyFormat,
  type MoneyFormatter,
  toKobo,
  withHundredths,
} from '@farmkit/contract';
