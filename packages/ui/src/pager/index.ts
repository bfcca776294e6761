export { Pager, type PagerProps } from './Pager';
export { pageWindow } from './pageWindow';
