import { loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty } from './db/seed/demo.js';
import { startPgliteMaintenance } from './db/maintenance.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (msg: string) => console.log(`[upline] ${msg}`);
  const database = await connectDatabase(config, log);
  log(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const credentials = await seedDemoIfEmpty(app);
    if (credentials) {
      log('Seeded demo accounts (first start):');
      for (const c of credentials) log(`  ${c.role.padEnd(6)} ${c.email}  password: ${c.password}`);
    }
  }
  const stopMaintenance = startPgliteMaintenance(database, log);
  await app.listen({ port: config.port, host: config.host });
  log(`Upline is running at ${config.baseUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, closing`);
    stopMaintenance();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`[upline] ${error.message}`);
  process.exit(1);
});
