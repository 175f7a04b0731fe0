// `npm run transfer-main-admin -- EMAIL` (server stopped): makes the existing account EMAIL the
// main admin, which the server refuses to do on its own when ADMIN_EMAIL names an account that
// somebody signed up with (services/users ensureMainAdmin). ADMIN_PASSWORD, when set, becomes its
// password; its open sessions end either way.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureMainAdmin } from './services/users';

async function transfer(): Promise<void> {
  const config = loadConfig();
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new ConfigError('Usage: npm run transfer-main-admin -- EMAIL');
  if (email !== config.adminEmail) {
    throw new ConfigError(
      `ADMIN_EMAIL is ${config.adminEmail}: set ADMIN_EMAIL=${email} for this command and for ` +
        'every start after it, since the server checks the main admin against it',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
  });
  try {
    await database.migrate();
    const { generatedPassword } = await ensureMainAdmin(database.db, {
      email,
      password: config.adminPassword,
      transfer: true,
    });
    console.log(
      `${email} is now the main admin` +
        (generatedPassword
          ? `, a new account with the password ${generatedPassword} (shown only once).`
          : config.adminPassword !== undefined
            ? ', with ADMIN_PASSWORD as its password.'
            : ', with its own password; its sessions have ended.'),
    );
  } finally {
    await database.close();
  }
}

transfer().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
