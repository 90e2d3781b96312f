// First: on a Node too old for the native modules below, one sentence instead of a crash.
import './runtime/require-supported-node';
import 'reflect-metadata';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig, loadConfig } from './config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { checkDatabaseUrl, listenFailure, tryListen } from './database/startup-checks';
import { StartupFailure } from './config/startup-failure';
import { resolveSecrets } from './config/secrets';
import { exitOnFatalErrors } from './runtime/fatal-errors';

/** Set once the embedded database runs, so a fatal error or a signal can stop it on the way out. */
let embeddedDatabase: EmbeddedDatabase | undefined;
/** Set once the app serves, so a signal closes it before its database. */
let runningApp: NestExpressApplication | undefined;
exitOnFatalErrors(async () => {
  await embeddedDatabase?.stop();
});

let closing = false;
/** Handled from the start, so a signal while the app starts still stops the embedded database. */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: afsluiten…`);
  // Nest closes the HTTP server first (answering requests in flight), then the database pool;
  // Postgres itself stops last.
  if (runningApp) dropIdleConnections(runningApp);
  await runningApp?.close();
  await embeddedDatabase?.stop();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

async function main(): Promise<void> {
  const config = loadConfig();
  // An unsafe secret in production stops the start before anything else runs.
  resolveSecrets(config);
  // Checked before the database starts, so a taken port costs no Postgres start, migration or seed.
  await tryListen(config.port, config.host).catch((error) => {
    throw listenFailure(error, config.port);
  });
  if (config.databaseUrl) await checkDatabaseUrl(config.databaseUrl);
  if (config.databaseDirectUrl) await checkDatabaseUrl(config.databaseDirectUrl, 'DATABASE_DIRECT_URL');
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(
        join(config.dataDir, 'postgres'),
        config.embeddedPostgresPort,
        'bestelklaar',
        // shutdown() stops it, after the app.
        { callerHandlesSignals: true },
      );
  embeddedDatabase = embedded;
  runningApp = await serve(config, config.databaseUrl ?? embedded!.url).catch(async (error) => {
    await embedded?.stop();
    throw error;
  });
  console.log(`Bestelklaar draait op http://localhost:${config.port}`);
}

async function serve(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  // Loaded only now, so every check above answers at once instead of after loading the whole app.
  const [{ createApp }, { seedDemoShop }] = await Promise.all([
    import('./app.factory.js'),
    import('./seed/demo-seed.js'),
  ]);
  const app = await createApp(config, databaseUrl);
  try {
    if (config.seedDemo) await seedDemoShop(app);
    await app.listen(config.port, config.host).catch((error) => {
      // Another process can still take the port between the early check and now.
      throw listenFailure(error, config.port);
    });
    keepIdleConnections(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/**
 * Node closes a keep-alive connection after 5 idle seconds; a client that reuses it at that moment
 * (a browser's or a test's pooled connection, a proxy's upstream pool) sends its request into the
 * closing socket and gets a reset instead of an answer. Idle connections are kept a minute, past the
 * usual client and proxy pools' own idle time, and headers may take a little longer than that.
 */
function keepIdleConnections(app: NestExpressApplication): void {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/**
 * On the way out, a connection kept alive would hold the closing server for its idle minute: those
 * idle now are closed, those a last answer leaves idle close right after it, and whatever still
 * holds on after the grace Node's own idle limit used to give is cut.
 */
function dropIdleConnections(app: NestExpressApplication): void {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 1;
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
}

/** What Node's default keep-alive limit gave a lingering connection at shutdown before. */
const SHUTDOWN_GRACE_MS = 5_000;

main().catch((error: unknown) => {
  if (error instanceof StartupFailure) console.error(`Bestelklaar start niet: ${error.message}`);
  else console.error('Bestelklaar start niet door een onverwachte fout:', error ?? 'onbekend');
  process.exit(1);
});
