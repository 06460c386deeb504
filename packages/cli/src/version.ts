// A JSON import, not a read at run time: the bundler inlines it, so the bundle needs no package.json beside it.
import packageJson from '../package.json' with { type: 'json' };

export const VERSION: string = packageJson.version;
