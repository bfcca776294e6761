'use client';

export { Avatar, type AvatarProps } from './Avatar.js';
