import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas/index.ts', warm: 'src/warm.ts' },
  splitting: true,
  format: ['esm'],
  target: 'node20',
  dts: true,
  clean: true,
  sourcemap: false,
});
