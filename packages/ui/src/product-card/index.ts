'use client';

export { ProductCard, type ProductCardProps } from './ProductCard.js';
