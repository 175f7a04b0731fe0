/** Up to this many pages, every one gets its link. */
const ALL_UP_TO = 7;

/**
 * The pages a row of page links names, in order: the first and the last, the page shown and its
 * neighbours, and, near either end, enough pages that the row keeps its length as the reader
 * moves through it. `null` is a gap (the pages between its neighbours, left out), which never
 * stands for a single page.
 */
export function pagesShown(page: number, count: number): (number | null)[] {
  if (count <= ALL_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  const named = new Set([1, count, page - 1, page, page + 1]);
  if (page <= 4) [2, 3, 4, 5].forEach((near) => named.add(near));
  if (page >= count - 3) [1, 2, 3, 4].forEach((back) => named.add(count - back));
  const pages = [...named].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  return pages.flatMap((p, index) => {
    const before = pages[index - 1];
    if (before === undefined || p - before === 1) return [p];
    return p - before === 2 ? [p - 1, p] : [null, p];
  });
}
