import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.mkdir(path.join(webDir, 'contact'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<script>window.theme=1</script><script type="module" src="/assets/index-abc123.js"></script>' +
      '<script type="application/ld+json">{"@type":"ItemList"}</script><h1>Home page</h1>',
  );
  await fs.writeFile(path.join(webDir, 'contact/index.html'), '<h1>Contact page</h1>');
  await fs.writeFile(path.join(webDir, '404.html'), '<h1>404</h1><p>Oops! Page not found</p>');
  await fs.writeFile(path.join(webDir, '_shell.html'), '<div id="root"></div>');
  await fs.writeFile(path.join(webDir, 'assets/index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});

afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves prerendered pages as HTML that is never cached', async () => {
    const home = await t.app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('Home page');

    const contact = await t.app.request('/contact/');
    expect(await contact.text()).toContain('Contact page');
  });

  it('serves hashed assets with a long-lived immutable cache', async () => {
    const res = await t.app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });

  it('serves root files with a short cache', async () => {
    const res = await t.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const res = await t.app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
    expect((await t.app.request('/index.html')).status).toBe(404);
    expect((await t.app.request('/assets/../404.html')).status).toBe(404);
  });

  it('serves the account pages as the app shell, at any depth of the agent portal', async () => {
    for (const page of [
      '/portal',
      '/portal/reset-password',
      '/program-auth/callback',
      '/program-reset-error',
      '/agent-portal/department/anr',
    ]) {
      const response = await t.app.request(`${page}?token=abc`);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain('<div id="root"></div>');
    }
  });

  it('redirects /program-forgot-password to /program-auth/forgot-password, keeping the query', async () => {
    const response = await t.app.request('/program-forgot-password?email=x');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/program-auth/forgot-password?email=x');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.request('/api/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
    expect((await t.app.request('/api/contact')).status).toBe(404);
  });

  it("allows only our own scripts and the page's hashed inline scripts", async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update('window.theme=1').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).toContain("object-src 'none'");
    expect((await t.app.request('/contact')).headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );
  });

  it('sets security headers', async () => {
    const res = await t.app.request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
