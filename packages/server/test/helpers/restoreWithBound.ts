// `node --import tsx restoreWithBound.ts FILE DATA_DIR MAX_INFLATED_BYTES`: restoreBackup as
// `npm run restore` calls it, but with a lower bound on how far the archive may inflate (so a test
// need not inflate gigabytes); prints one JSON line: the error's message (null when the restore
// succeeded) and this process's peak resident memory in bytes.
import { open } from 'node:fs/promises';
import { restoreBackup } from '../../src/backup/restoreBackup';

const [file, dataDir, bound] = process.argv.slice(2) as [string, string, string];
const archive = await open(file);
let message: string | null = null;
try {
  await restoreBackup(archive.createReadStream(), dataDir, { maxInflatedBytes: Number(bound) });
} catch (error) {
  message = (error as Error).message;
}
console.log(JSON.stringify({ message, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
