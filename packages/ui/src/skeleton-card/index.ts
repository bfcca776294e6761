'use client';

export { SkeletonCard } from './SkeletonCard.js';
export { SkeletonGrid, type SkeletonGridProps } from './SkeletonGrid.js';
