import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAX_IMAGE_BYTES } from '@libatlas/contracts';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// No container runtime runs on these machines: what can be checked of the Dockerfile, compose.yaml
// and the nginx configuration without one is checked here, against the code they configure.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
  healthcheck?: unknown;
  stop_grace_period?: string;
}

describe('deployment files', () => {
  const dockerfile = read('Dockerfile');
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const nginx = read('deploy/nginx.conf');
  const config = read('packages/server/src/config.ts');
  const readme = read('README.md');

  it('the image installs every workspace from its own manifest', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  it('the image runs as a user other than root, and checks the live route', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
  });

  it('every variable compose.yaml gives the app is one the server reads and the README explains', () => {
    const environment = compose.services.app?.environment ?? {};
    expect(Object.keys(environment)).toContain('DATABASE_URL');
    for (const name of Object.keys(environment)) {
      // A key of the environment's schema in config.ts: the variables the server reads.
      expect(config, name).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
      expect(readme, name).toContain(`| \`${name}\``);
    }
  });

  it('the app gets longer than the 10 s drain before it is killed', () => {
    const grace = compose.services.app?.stop_grace_period ?? '10s';
    expect(Number(/^(\d+)s$/.exec(grace)?.[1])).toBeGreaterThan(10);
  });

  it('nginx lets the largest image through', () => {
    const [, size, unit] = /client_max_body_size (\d+)([km])/.exec(nginx) ?? [];
    const bytes = Number(size) * (unit === 'm' ? 1024 * 1024 : 1024);
    expect(bytes).toBeGreaterThan(MAX_IMAGE_BYTES);
  });
});
