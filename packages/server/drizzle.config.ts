import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (or `npm run db:generate -w @libatlas/server`) writes a new migration
// into src/db/migrations from src/db/schema.ts; the server applies them on start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
