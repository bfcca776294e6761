'use client';

export { MoneyField, type MoneyFieldProps } from './MoneyField.js';
export { roundMoney } from './roundMoney.js';
