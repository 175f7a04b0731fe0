/** The raster image types the server recognises by their first bytes. */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/bmp';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif' | 'bmp';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/**
 * Recognises JPEG, PNG, WebP, GIF, AVIF and BMP by their magic numbers; the name and the declared
 * type are never trusted, so an SVG (text that can carry script) or a script renamed .png is not
 * an image here.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  // An ISO media file whose brand says AVIF (a still image or an image sequence).
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) {
    return { mime: 'image/avif', extension: 'avif' };
  }
  // A BMP file header: "BM", then a DIB header of one of the sizes Windows and OS/2 write.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const dibSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if ([12, 40, 52, 56, 108, 124].includes(dibSize))
      return { mime: 'image/bmp', extension: 'bmp' };
  }
  return null;
}
