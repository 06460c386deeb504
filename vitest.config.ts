import { defineConfig } from 'vitest/config';

const corpus = ['**/*.corpus.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**'];
const setupFiles = ['tests/support/fast-check-seed.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          setupFiles,
          include: ['packages/*/src/**/*.test.ts'],
          exclude: [...ignored, ...corpus],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          setupFiles,
          include: ['tests/**/*.test.ts'],
          exclude: [...ignored, ...corpus],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'corpus',
          setupFiles,
          include: corpus,
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
