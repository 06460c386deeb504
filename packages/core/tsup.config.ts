import { defineConfig } from 'tsup';
import { SUPPORTED } from '../../scripts/esbuild-features.mjs';

export default defineConfig({
  entry: { index: 'src/index.ts', listing: 'src/listing.ts', schemas: 'src/schemas/index.ts', warm: 'src/warm.ts' },
  splitting: true,
  format: ['esm'],
  target: 'node20',
  esbuildOptions(options) {
    options.supported = { ...options.supported, ...SUPPORTED };
  },
  dts: true,
  clean: true,
  sourcemap: false,
});
