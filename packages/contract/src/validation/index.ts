export * from './account-forms.js';
export * from './account-payloads.js';
export * from './catalogue.js';
export * from './delivery.js';
export * from './messages.js';
export * from './payment-settings.js';
export * from './rules.js';
