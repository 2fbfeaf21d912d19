import { describe, expect, it } from 'vitest';
import { auditHash, canonicalJson } from './audit-chain';

describe('canonicalJson', () => {
  it('sorts object keys at every depth, keeps array order and writes no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'é"\n' } })).toBe(
      '{"a":{"c":"é\\"\\n","d":[3,{"y":null,"z":true}]},"b":1}',
    );
    expect(canonicalJson({ B: 1, a: 2, _: 3 })).toBe('{"B":1,"_":3,"a":2}');
  });
});

describe('auditHash', () => {
  const content = {
    id: '6f1c2a52-0000-4000-8000-000000000001',
    organizationId: '6f1c2a52-0000-4000-8000-000000000002',
    actorUserId: null,
    actorApiKeyId: null,
    action: 'claim_type.added',
    subjectType: 'organization_claim_type',
    subjectId: null,
    details: { claimType: 'Theft' },
    ipAddress: '203.0.113.7',
    userAgent: null,
    createdAt: new Date('2026-11-28T10:24:49.123Z'),
    previousHash: null,
  };

  it('is the SHA-256 of the documented canonical form', () => {
    // docs/integration.md, "Verifying the audit log": the same event, written out by hand.
    expect(auditHash(content)).toBe('5aa50815096f73fcaa2db349d62f5129347482d6aa9e5fa9b097a32ff4220fb3');
  });

  it('changes with any covered field and the previous hash; a key without a value is no key', () => {
    const hash = auditHash(content);
    expect(auditHash({ ...content, details: { claimType: 'Theft', note: undefined } })).toBe(hash);
    expect(auditHash({ ...content, details: { claimType: 'Theft ' } })).not.toBe(hash);
    expect(auditHash({ ...content, createdAt: new Date('2026-11-28T10:24:49.124Z') })).not.toBe(hash);
    expect(auditHash({ ...content, previousHash: hash })).not.toBe(hash);
    expect(auditHash({ ...content, ipAddress: null })).not.toBe(hash);
  });
});
