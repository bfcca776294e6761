'use client';

export { StatCard, type StatCardProps, type StatCardTone, type StatCardTrend } from './StatCard.js';
