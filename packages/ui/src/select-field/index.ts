export { SelectField, type SelectFieldItem, type SelectFieldProps } from './SelectField';
