/**
 * The page numbers a pager shows: at most `size` consecutive pages around `page`, kept inside
 * 1..pageCount. With the default size: 1 2 3 at the start, p-1 p p+1 in the middle, n-2 n-1 n at the end.
 */
export function pageWindow(page: number, pageCount: number, size = 3): number[] {
  const length = Math.max(0, Math.min(size, pageCount));
  const centred = page - Math.floor((length - 1) / 2);
  const start = Math.max(1, Math.min(centred, pageCount - length + 1));
  return Array.from({ length }, (_, index) => start + index);
}
