/** One file of a tar archive (writeTar, readTar): a relative path and its bytes. */
export interface TarEntry {
  name: string;
  data: Uint8Array;
}
