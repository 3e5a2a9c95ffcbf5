import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';

const config = loadConfig();
const app = await buildApp({ config });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.API_PORT, host: config.API_HOST });
