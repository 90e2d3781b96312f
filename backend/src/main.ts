import 'reflect-metadata';
import { join } from 'node:path';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { createApp } from './app.factory';
import { seedDemoShop } from './seed/demo-seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(
        join(config.dataDir, 'postgres'),
        config.embeddedPostgresPort,
        'bestelklaar',
      );
  const app = await createApp(config, config.databaseUrl ?? embedded!.url);
  if (config.seedDemo) await seedDemoShop(app);
  await app.listen(config.port, config.host);
  console.log(`Bestelklaar draait op http://localhost:${config.port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: afsluiten…`);
    // Nest closes the HTTP server first, then the database pool; Postgres itself stops last.
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
