/** `text` as a LIKE pattern that finds it anywhere (its %, _ and \ taken literally). */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
