import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'packages/{contracts,answer-engine,db,safe-html}/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            'bench/web/**/*.test.ts',
            'bench/relevance/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'dom',
          include: [
            'packages/{ui,answer-widget}/src/**/*.test.tsx',
            'packages/answer-widget/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.dom.ts'],
        },
      },
    ],
  },
});
