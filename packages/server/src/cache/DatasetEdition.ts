/** Which state of the directory a download shows, and where it is published. */
export interface DatasetEdition {
  /** The data version it was made at (bumped by every write to the libraries). */
  version: number;
  /** When the data last changed (ISO 8601). */
  updatedAt: string;
  /** The origin its links start with (`https://atlas.example.org`). */
  origin: string;
}
