'use client';

export { ProductCard, type ProductCardProps } from './ProductCard.js';
export { showStandInsForBrokenPictures } from './standInsForBrokenPictures.js';
