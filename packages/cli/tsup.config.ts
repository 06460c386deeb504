import { defineConfig } from 'tsup';

export default defineConfig({
  // run.js: the CLI as a function, for tests that run the built CLI in-process through its Io seam.
  entry: ['src/main.ts', 'src/run.ts'],
  format: ['esm'],
  target: 'node20',
  dts: false,
  clean: true,
});
