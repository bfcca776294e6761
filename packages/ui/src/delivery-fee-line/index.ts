'use client';

export { DeliveryFeeLine, type DeliveryFeeLineProps, type FeeLineArea } from './DeliveryFeeLine.js';
export { amountBelowMinimum, moneyText } from './moneyText.js';
