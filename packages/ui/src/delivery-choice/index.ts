'use client';

export { DeliveryChoice, type DeliveryChoiceProps } from './DeliveryChoice.js';
