/** The initials shown for a name without a picture: the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const firstLetter = (word: string) => Array.from(word)[0] ?? '';
  return (firstLetter(first) + (last ? firstLetter(last) : '')).toLocaleUpperCase();
}
