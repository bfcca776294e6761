'use client';

export { groupSlotsByDay, initialDay, type SlotDay, type SlotOption, slotFormatters } from './groupSlots.js';
export { SlotPicker, type SlotPickerProps } from './SlotPicker.js';
