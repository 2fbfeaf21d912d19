import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: string;
  restart?: string;
  environment?: Record<string, string>;
  ports?: string[];
}

const root = new URL('../', import.meta.url);
const compose = parse(readFileSync(new URL('compose.yaml', root), 'utf8')) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const apps = Object.entries(compose.services).filter(([, service]) => service.build);

describe('compose.yaml and the Dockerfile, as an operator deploys them', () => {
  it('restarts every service whose process exits, and pins every image to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('unless-stopped');
      if (service.image) expect(service.image, name).toMatch(/:v?\d+\.\d+(\.\d+)?[\w.-]*$/);
    }
  });

  it('runs two instances with one public APP_URL, behind one proxy that routes only to ready instances', () => {
    expect(apps).toHaveLength(2);
    // Compose's own substitution: APP_URL from the environment, else the proxy's address.
    const urls = new Set(apps.map(([, service]) => service.environment?.APP_URL));
    expect([...urls]).toEqual([`\${APP_URL:-http://localhost:3000}`]);
    expect(apps.every(([, service]) => !service.ports)).toBe(true);
    expect(compose.services.proxy?.ports).toEqual(['3000:3000']);
    expect(compose.configs.caddyfile?.content).toMatch(
      /reverse_proxy app-1:3000 app-2:3000 \{[^}]*health_uri \/api\/ready/,
    );
  });

  it("checks the container's liveness, not its readiness: a database outage must not mark it unhealthy", () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[^\n]*\/api\/health/);
    expect(dockerfile).not.toMatch(/HEALTHCHECK[^\n]*\/api\/ready/);
  });
});
