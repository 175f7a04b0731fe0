/** A page's address with its query (`/libraries?view=map`), or the bare path when there is none. */
export function pageAddress(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
