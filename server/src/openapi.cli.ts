import 'reflect-metadata';
import { createApp } from './app.factory';
import { createOpenApiDocument } from './openapi';
import { loadConfig } from './config/app-config';

/**
 * Prints the API's OpenAPI document as JSON (`npm run api:types` turns it into the client's types). Runs the real
 * application on a throwaway in-memory database, so the document is exactly what the server serves.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PGLITE_MEMORY: 'true', LOG_LEVEL: 'silent', DATABASE_URL: '' });
  const app = await createApp(config);
  const document = createOpenApiDocument(app);
  await app.close();
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}

void main();
