export * from './account-deletion';
export * from './checkout';
export * from './docs';
export * from './password-reset';
export * from './shared';
export * from './signup-verification';
