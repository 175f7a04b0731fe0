import type { TarEntry } from './TarEntry';

const BLOCK = 512;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/**
 * A POSIX ustar archive of regular files (names up to 100 bytes): what `tar -xf` reads, so an
 * operator can look inside a backup with the usual tools.
 */
export function writeTar(entries: readonly TarEntry[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: name too long: ${entry.name}`);
    const header = Buffer.alloc(BLOCK);
    field(header, 0, 100, entry.name);
    field(header, 100, 8, octal(0o644, 8));
    field(header, 108, 8, octal(0, 8));
    field(header, 116, 8, octal(0, 8));
    field(header, 124, 12, octal(entry.data.length, 12));
    field(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
    field(header, 148, 8, ' '.repeat(8));
    field(header, 156, 1, '0');
    field(header, 257, 6, 'ustar\0');
    field(header, 263, 2, '00');
    let sum = 0;
    for (const byte of header) sum += byte;
    field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
    parts.push(header, Buffer.from(entry.data));
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}
