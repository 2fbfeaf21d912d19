import { describe, expect, it } from 'vitest';
import { webhookMessages } from './webhook-messages';
import { isLoopbackHost, webhookUrlProblem } from './webhook-url';

const production = { allowLoopback: false };
const developing = { allowLoopback: true };

describe('webhookUrlProblem: which endpoint URLs an organization may register', () => {
  it.each([
    'https://claims.example.com/webhooks',
    'https://claims.example.com:8443/hooks?source=claimguard',
    'HTTPS://Claims.Example.com/webhooks',
  ])('accepts the https URL %s', (url) => {
    expect(webhookUrlProblem(url, production)).toBeNull();
  });

  it.each([
    '',
    'claims.example.com/webhooks',
    'not a url',
    'ftp://claims.example.com/webhooks',
    'ws://claims.example.com/webhooks',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:claims@example.com',
  ])('refuses %j as not a full web address', (url) => {
    expect(webhookUrlProblem(url, developing)).toBe(webhookMessages.urlInvalid);
  });

  it.each([
    'https://admin:secret@claims.example.com/webhooks',
    'https://admin@claims.example.com/webhooks',
    'https://:secret@claims.example.com/webhooks',
    'http://admin:secret@localhost:4000/webhooks',
  ])('refuses credentials in %s, which would be sent to whoever the host resolves to', (url) => {
    expect(webhookUrlProblem(url, developing)).toBe(webhookMessages.urlHasCredentials);
  });

  it.each([
    'http://claims.example.com/webhooks',
    'http://10.0.0.5/webhooks',
    'http://localhost.example.com/webhooks',
    'http://mylocalhost/webhooks',
    'http://127.0.0.1.nip.io/webhooks',
    'http://128.0.0.1/webhooks',
    'http://[::2]/webhooks',
  ])('refuses plain http to %s, which is not this computer, even while developing', (url) => {
    expect(webhookUrlProblem(url, developing)).toBe(webhookMessages.urlNotHttps);
    expect(webhookUrlProblem(url, production)).toBe(webhookMessages.urlNotHttps);
  });

  it.each([
    'http://localhost:4000/webhooks',
    'http://LOCALHOST:4000/webhooks',
    'http://receiver.localhost/webhooks',
    'http://127.0.0.1:4000/webhooks',
    'http://127.10.200.3/webhooks',
    'http://[::1]:4000/webhooks',
  ])('accepts plain http to this computer (%s) while developing, never in production', (url) => {
    expect(webhookUrlProblem(url, developing)).toBeNull();
    expect(webhookUrlProblem(url, production)).toBe(webhookMessages.urlNotHttps);
  });
});

describe('isLoopbackHost: the host names of this computer', () => {
  it.each([
    'localhost',
    'LocalHost',
    'api.localhost',
    'API.LOCALHOST',
    '::1',
    '[::1]',
    '127.0.0.1',
    '127.255.255.254',
    '127.1.22.3',
  ])('%s is this computer', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    'example.com',
    'localhost.example.com',
    'notlocalhost',
    '[::2]',
    '::',
    '0.0.0.0',
    '10.0.0.1',
    '128.0.0.1',
    '1.127.0.0.1',
    '127.0.0.1.example.com',
    '127.0.0',
    '127.0.0.1000',
    '127.a.0.1',
    '127.0.0.1:80',
    // Only the brackets around an IPv6 address are dropped, not a bracket elsewhere.
    '::[1',
    '::]1',
  ])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
