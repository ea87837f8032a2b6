import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and checked in; the server applies them at start (database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/database/schema.ts',
  out: './server/drizzle',
});
