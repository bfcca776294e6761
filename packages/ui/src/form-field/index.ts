export { type BoundFieldProps, FormField } from './FormField';
