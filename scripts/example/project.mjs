// The example project: a small TypeScript/Express API ("acme-api"), file contents per commit stage.
// Stages build on each other; `filesAt(stage)` returns the whole tree for the main-branch commit.

const packageJson = (version, extra = {}) =>
  JSON.stringify(
    {
      name: 'acme-api',
      version,
      private: true,
      type: 'module',
      scripts: { build: 'tsc -p .', start: 'node dist/server.js', test: 'vitest run' },
      dependencies: { express: '^4.21.2', ...extra },
      devDependencies: { '@types/express': '^4.17.21', supertest: '^7.0.0', typescript: '^5.6.3', vitest: '^4.1.0' },
    },
    null,
    2,
  ) + '\n';

const tsconfig = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "outDir": "dist",
    "rootDir": "src"
  },
  "include": ["src"]
}
`;

const gitignore = `node_modules/
dist/
.env
.env.*
!.env.example
`;

const entireGitignore = `tmp/
settings.local.json
metadata/
current_session
logs/
redactors/local/
`;

const settingsV1 = `{
  "enabled": true,
  "strategy": "manual-commit",
  "strategy_options": {
    "push_sessions": true
  }
}
`;

const settingsGitRefs = `{
  "enabled": true,
  "strategy_options": {
    "push_sessions": true
  },
  "checkpoints": {
    "primary": {
      "type": "git-refs"
    }
  }
}
`;

const readmeV1 = `# acme-api

Small HTTP API for the Acme dashboard.

\`\`\`sh
npm install
npm start        # listens on :3000
npm test
\`\`\`
`;

const readmeV2 = `${readmeV1}
## Login rate limit

\`POST /login\` allows 5 attempts per client IP in any 60-second window (sliding window).
The 6th attempt gets \`429 Too Many Requests\` with a \`Retry-After\` header in seconds.
Tune with \`LOGIN_RATE_LIMIT\` and \`LOGIN_RATE_WINDOW_MS\`.
`;

const envExample = `PORT=3000
LOGIN_RATE_LIMIT=5
LOGIN_RATE_WINDOW_MS=60000
`;

const serverV1 = `import express from 'express';
import { healthRouter } from './health.js';

export function createApp() {
  const app = express();
  app.use(express.json());
  app.use(healthRouter);
  return app;
}

if (process.env.NODE_ENV !== 'test') {
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => console.log(\`acme-api listening on :\${port}\`));
}
`;

const serverV2 = serverV1
  .replace("import { healthRouter } from './health.js';", "import { healthRouter } from './health.js';\nimport { loginRouter } from './login.js';")
  .replace('  app.use(healthRouter);', '  app.use(healthRouter);\n  app.use(loginRouter);');

const serverV3 = serverV2
  .replace("import { loginRouter } from './login.js';", "import { loginRouter } from './login.js';\nimport { requestLogger } from './logger.js';")
  .replace('  app.use(express.json());', '  app.use(express.json());\n  app.use(requestLogger());');

const healthV1 = `import { Router } from 'express';

export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
`;

const healthV2 = `import { Router } from 'express';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const startedAt = Date.now();

export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  res.json({ status: 'ok', version, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
});
`;

const healthTest = `import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './server.js';

describe('GET /health', () => {
  it('reports status, version and uptime', async () => {
    const res = await request(createApp()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), uptimeSeconds: expect.any(Number) });
  });
});
`;

const users = `import bcrypt from 'bcryptjs';

export interface User {
  id: string;
  username: string;
  passwordHash: string;
}

// Seed data for local development only.
const USERS: User[] = [{ id: 'u_1', username: 'alice', passwordHash: bcrypt.hashSync('correct horse', 12) }];

export function findUser(username: unknown): User | undefined {
  return typeof username === 'string' ? USERS.find((u) => u.username === username) : undefined;
}
`;

const loginV1 = `import { Router } from 'express';
import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { findUser } from './users.js';

export const loginRouter = Router();

loginRouter.post('/login', async (req, res) => {
  const { username, password } = req.body ?? {};
  const user = findUser(username);
  if (!user || !(await bcrypt.compare(String(password ?? ''), user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  return res.json({ token: randomUUID() });
});
`;

export const rateLimitSource = `/** Sliding-window log: at most \`limit\` hits per \`windowMs\` for each key. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; returns how many ms the caller must wait, 0 when allowed. */
  hit(key: string): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return this.windowMs - (now - recent[0]!);
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }
}
`;

const buggyRateLimit = rateLimitSource.replace('recent.length >= this.limit', 'recent.length > this.limit');

const rateLimitLive = rateLimitSource.replace(
  '  /** Records a hit;',
  `  /** How many hits \`key\` has left in the current window. */
  remaining(key: string): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    return Math.max(0, this.limit - recent.length);
  }

  /** Records a hit;`,
);

export const loginLimiterBlock = `const limiter = new SlidingWindowLimiter(
  Number(process.env.LOGIN_RATE_LIMIT ?? 5),
  Number(process.env.LOGIN_RATE_WINDOW_MS ?? 60_000),
);

function rateLimit(req: Request, res: Response, next: NextFunction) {
  const waitMs = limiter.hit(req.ip ?? 'unknown');
  if (waitMs > 0) {
    res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
    return res.status(429).json({ error: 'too many login attempts' });
  }
  return next();
}
`;

const loginV2 = loginV1
  .replace("import { Router } from 'express';", "import { Router, type NextFunction, type Request, type Response } from 'express';")
  .replace("import { findUser } from './users.js';", "import { findUser } from './users.js';\nimport { SlidingWindowLimiter } from './rateLimit.js';")
  .replace('export const loginRouter = Router();\n', `export const loginRouter = Router();\n\n${loginLimiterBlock}`)
  .replace("loginRouter.post('/login', async", "loginRouter.post('/login', rateLimit, async");

const loginLive = loginV2.replace(
  "  const waitMs = limiter.hit(req.ip ?? 'unknown');\n",
  "  const key = req.ip ?? 'unknown';\n  const waitMs = limiter.hit(key);\n  res.setHeader('X-RateLimit-Limit', String(limiter.limit));\n  res.setHeader('X-RateLimit-Remaining', String(limiter.remaining(key)));\n",
);

const loginTest = `import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './server.js';

const attempt = (app: ReturnType<typeof createApp>, username: string, ip = '10.0.0.1') =>
  request(app).post('/login').set('X-Forwarded-For', ip).send({ username, password: 'wrong' });

describe('POST /login rate limit', () => {
  it('rejects bad credentials with 401', async () => {
    expect((await attempt(createApp(), 'alice')).status).toBe(401);
  });

  it('returns 429 after 5 failed attempts', async () => {
    const app = createApp();
    for (let i = 0; i < 5; i++) await attempt(app, 'alice');
    const res = await attempt(app, 'alice');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
`;

const loggerSource = `import type { NextFunction, Request, Response } from 'express';

/** Logs method, path, status and duration of every request. Never logs bodies (they carry passwords). */
export function requestLogger(log: (line: string) => void = console.log) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(\`\${req.method} \${req.originalUrl} \${res.statusCode} \${ms.toFixed(1)}ms\`);
    });
    next();
  };
}
`;

const STAGES = {
  initial: () => ({
    '.gitignore': gitignore,
    '.env.example': envExample,
    '.entire/.gitignore': entireGitignore,
    '.entire/settings.json': settingsV1,
    'README.md': readmeV1,
    'package.json': packageJson('0.1.0'),
    'tsconfig.json': tsconfig,
    'src/server.ts': serverV1,
    'src/health.ts': healthV1,
    // The team keeps plans in plans/, so `--save` writes its contracts to plans/handoffs/ here.
    'plans/README.md': '# Plans\n\nDesign notes and agent handoffs (plans/handoffs/).\n',
  }),
  login: (f) => ({
    ...f,
    'package.json': packageJson('0.2.0', { bcryptjs: '^2.4.3' }),
    'src/server.ts': serverV2,
    'src/users.ts': users,
    'src/login.ts': loginV1,
  }),
  logger: (f) => ({ ...f, 'package.json': packageJson('0.3.0', { bcryptjs: '^2.4.3' }), 'src/server.ts': serverV3, 'src/logger.ts': loggerSource }),
  // Committed with the off-by-one the Claude session found later (fixed in the squash commit).
  rateLimit: (f) => ({ ...f, 'src/rateLimit.ts': buggyRateLimit, 'src/login.ts': loginV2 }),
  testsAndDocs: (f) => ({ ...f, 'src/rateLimit.ts': rateLimitSource, 'package.json': packageJson('0.4.0', { bcryptjs: '^2.4.3' }), 'src/login.test.ts': loginTest, 'README.md': readmeV2 }),
  gitRefs: (f) => ({ ...f, '.entire/settings.json': settingsGitRefs }),
  health: (f) => ({ ...f, 'src/health.ts': healthV2, 'src/health.test.ts': healthTest }),
};

export const STAGE_ORDER = Object.keys(STAGES);

export function filesAt(stage) {
  let files = {};
  for (const name of STAGE_ORDER) {
    files = STAGES[name](files);
    if (name === stage) return files;
  }
  throw new Error(`unknown stage ${stage}`);
}

/** The live (uncommitted) edits of the running Cursor session, on top of the last commit. */
export function liveEdits() {
  return {
    'src/rateLimit.ts': rateLimitLive.replace('private readonly limit: number', 'readonly limit: number'),
    'src/login.ts': loginLive,
  };
}

export const SOURCES = { loginV1, loginV2, serverV2, serverV3, loggerSource, healthV1, healthV2, healthTest, loginTest, readmeV1, readmeV2 };
