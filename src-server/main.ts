import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const running = await startServer(config);
// A PostgreSQL address is shown without its password.
const database = config.databaseUrl ? `PostgreSQL ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}` : config.databaseFile;
console.log(`[server] listening on ${running.url} (database ${database})`);

// SIGTERM and Ctrl-C close the server and the database cleanly, so WAL is checkpointed.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    console.log(`[server] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await running.close();
    clearTimeout(force);
    process.exit(0);
  });
}
