/**
 * Newest first; undated items (votes) after the dated ones. The sort is stable, so items with the
 * same date, and the undated ones, keep the order given.
 */
export function newestFirst<T extends { date: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => (item.date ? Date.parse(item.date) : Number.NaN);
  return [...items].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    const [undatedA, undatedB] = [Number.isNaN(ta), Number.isNaN(tb)];
    if (undatedA || undatedB) return Number(undatedA) - Number(undatedB);
    return tb - ta;
  });
}
