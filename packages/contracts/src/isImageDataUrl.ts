/** The first bytes of each avatar type (spec §9: png, jpg, jpeg, gif), as base64 decodes them. */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  jpg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

const DATA_URL = /^data:image\/(png|jpe?g|gif);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Whether an inline `data:image/…;base64,` string holds the image its type names: a PNG, JPEG or
 * GIF by its magic number, not only by its label. Only the first bytes are decoded, so a large
 * picture costs nothing more to check.
 */
export function isImageDataUrl(value: string): boolean {
  const match = DATA_URL.exec(value);
  if (!match) return false;
  const [, type, data] = match as unknown as [string, string, string];
  if (data.length % 4 !== 0) return false;
  let head: string;
  try {
    head = atob(data.slice(0, 12));
  } catch {
    return false;
  }
  return (SIGNATURES[type] ?? []).some((signature) =>
    signature.every((byte, i) => head.charCodeAt(i) === byte),
  );
}
