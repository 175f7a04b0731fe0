import type { TarEntry } from './TarEntry';

const BLOCK = 512;

function text(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * The regular files of a ustar archive (as writeTar makes them); throws on a truncated or damaged
 * archive (a bad header checksum, or no end-of-archive blocks).
 */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (parseInt(text(header, 148, 8).trim(), 8) !== sum) {
      throw new Error(`tar: damaged header at byte ${offset}`);
    }
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('tar: archive is truncated');
    const type = text(header, 156, 1);
    if (type === '0' || type === '') {
      entries.push({ name: text(header, 0, 100), data: archive.subarray(start, start + size) });
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('tar: archive is truncated');
}
