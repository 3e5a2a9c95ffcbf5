import { afterAll } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { startTempPostgres, type TempPostgres } from './postgres-server.ts';

/**
 * The two databases every storage test runs on: embedded PGlite, and a throw-away PostgreSQL
 * server started on first use and stopped after the file's tests. For `describe.each`.
 */
export function testEngines(): { name: string; open: () => Promise<Database> }[] {
  let pg: TempPostgres | undefined;
  afterAll(async () => {
    await pg?.stop();
  });
  return [
    { name: 'PGlite (embedded)', open: () => openDatabase() },
    {
      name: 'PostgreSQL server',
      open: async () => {
        pg ??= await startTempPostgres();
        return openDatabase({ databaseUrl: pg.url });
      },
    },
  ];
}
