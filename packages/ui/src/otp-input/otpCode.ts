/** The digits of `text`, in order, at most `length` of them: what a code box keeps of typed or pasted text. */
export function sanitizeCode(text: string, length = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The code after `text` is pasted (or auto-filled) into box `index`: its digits fill the boxes from
 * there on, over what they held, and whatever does not fit in `length` boxes is dropped.
 * Boxes hold no gaps, so a paste past the last filled box starts right after it.
 */
export function applyPaste(code: string, index: number, text: string, length: number): string {
  const start = Math.min(index, code.length);
  const digits = sanitizeCode(text, length - start);
  return (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
}
