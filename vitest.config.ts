import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // A test that asserts nothing fails.
          expect: { requireAssertions: true },
          include: ['tests/architecture/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/rest/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/client/**/*.test.ts'],
          environment: 'node',
          // Property tests and whole-app tests take seconds; a busy two-core machine triples that.
          testTimeout: 20_000,
          // Every /api answer in these tests is held to the OpenAPI document (src-server/rest/contract.ts).
          env: { API_CONTRACT_CHECK: '1' },
          // ...and every documented status of every path must be produced by some test (API_STATUS_COVERAGE=1).
          globalSetup: ['tests/helpers/api-status-coverage.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          // The browser answers in well under a second here, but CI machines are small.
          expect: { requireAssertions: true, poll: { timeout: 10_000 } },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // E2E_NOW=<instant> runs them with the server's clock set there (tests/e2e/fixed-clock.ts).
          setupFiles: ['tests/e2e/fixed-clock.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser at a time: CI machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
