import { defineConfig } from 'vitest/config';

const corpus = ['**/*.corpus.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: [...ignored, ...corpus],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.test.ts'],
          exclude: [...ignored, ...corpus],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'corpus',
          include: corpus,
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
