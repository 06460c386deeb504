import { defineConfig } from 'tsup';
import { SUPPORTED } from '../../scripts/esbuild-features.mjs';

export default defineConfig({
  // run.js: the CLI as a function, for tests that run the built CLI in-process through its Io seam. cli.js: what
  // main.js loads for anything but --help/--version, and what the hook's build worker imports (by its own name).
  entry: ['src/main.ts', 'src/cli.ts', 'src/run.ts'],
  format: ['esm'],
  target: 'node20',
  esbuildOptions(options) {
    options.supported = { ...options.supported, ...SUPPORTED };
  },
  dts: false,
  clean: true,
});
