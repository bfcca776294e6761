export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { roundMoney } from './roundMoney';
