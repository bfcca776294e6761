'use client';

export { AreaPicker, type AreaPickerProps } from './AreaPicker.js';
export { type AreaOption, type CouncilAreas, groupAreasByCouncil } from './groupAreas.js';
