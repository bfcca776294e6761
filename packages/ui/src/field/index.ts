export { FieldChrome, type FieldChromeProps } from './FieldChrome';
export { FieldErrorText, type FieldErrorTextProps } from './FieldErrorText';
