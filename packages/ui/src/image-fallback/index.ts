'use client';

export { type ImageFallback, useImageFallback } from './useImageFallback.js';
