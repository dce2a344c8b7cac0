import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the content server and shuts it down cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
