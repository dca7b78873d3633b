// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxMainConfig, renderNginxSite } from './stack.mjs';

const template = readFileSync(new URL('../../deploy/nginx/dallas-local.conf.template', import.meta.url), 'utf8');

describe('renderNginxSite', () => {
  const site = renderNginxSite(template, { upstreams: ['127.0.0.1:3851', '127.0.0.1:3852'], listen: '127.0.0.1:3850', cacheDir: '/tmp/cache' });

  it('lists every instance in the upstream, with passive health checks', () => {
    expect(site).toContain('server 127.0.0.1:3851 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('server 127.0.0.1:3852 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('listen 127.0.0.1:3850;');
    expect(site).toContain('proxy_cache_path /tmp/cache ');
    expect(site).not.toMatch(/@@/);
  });

  it('retries idempotent requests only, streams the radio unbuffered, keeps pages a second', () => {
    expect(site).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(site).not.toContain('non_idempotent;');
    // The app's own 503s (a form while the database is away) do not take an instance out of rotation.
    expect(site).toMatch(/location \^~ \/api\/ \{[^}]*proxy_next_upstream error timeout;/);
    expect(site).toMatch(/location = \/api\/health \{[^}]*proxy_next_upstream error timeout;/);
    expect(site).toMatch(/location = \/api\/stream \{[^}]*proxy_buffering off;/);
    expect(site).toMatch(/proxy_cache_valid 200 301 302 308 404 410 1s;/);
    expect(site).toMatch(/payload-token/);
    expect(site).toMatch(/__prerender_bypass/);
  });

  it('refuses an empty upstream list', () => {
    expect(() => renderNginxSite(template, { upstreams: [], listen: '80', cacheDir: '/tmp/c' })).toThrow(/upstream/);
  });

  it('says which marker was left', () => {
    expect(() => renderNginxSite(`${template}\n@@OTHER@@`, { upstreams: ['a:1'], listen: '80', cacheDir: '/c' })).toThrow(/@@OTHER@@/);
  });
});

describe('nginxMainConfig', () => {
  it('keeps every file of nginx in its own folder, in the foreground', () => {
    const conf = nginxMainConfig('/tmp/run', 'server {}');
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('pid /tmp/run/nginx.pid;');
    expect(conf).toContain('proxy_temp_path /tmp/run/proxy;');
    expect(conf).toContain('server {}');
  });
});
