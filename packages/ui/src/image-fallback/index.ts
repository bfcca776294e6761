export { type ImageFallback, useImageFallback } from './useImageFallback';
