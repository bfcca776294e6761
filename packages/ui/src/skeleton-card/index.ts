export { SkeletonCard } from './SkeletonCard';
export { SkeletonGrid, type SkeletonGridProps } from './SkeletonGrid';
