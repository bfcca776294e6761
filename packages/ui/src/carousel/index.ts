'use client';

export { Carousel, type CarouselProps } from './Carousel.js';
