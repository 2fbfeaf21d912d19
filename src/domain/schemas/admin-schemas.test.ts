import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NewClaimTypeSchema } from './claim-type';
import { NewDenialReasonSchema } from './denial-reason';
import { AdminInvitationSchema, emailDomain, InvitationSchema } from './invitation';
import { CreateOrganisationSchema } from './organisation';
import { RoleAssignmentSchema } from './role-assignment';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('CreateOrganisationSchema', () => {
  it.each([
    [{ name: '', domain: '' }, 'Organization name is required'],
    [{ name: '  ', domain: 'acme.com' }, 'Organization name is required'],
    [{ name: 'Acme', domain: ' ' }, 'Domain is required'],
    [{ name: 'Acme', domain: 'Acme.com' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'acme' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'acme.c' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'acme.c0m' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'ac me.com' }, 'Invalid domain format'],
    [{ name: 'Acme', domain: 'acme_x.com' }, 'Invalid domain format'],
  ])('refuses %j with %s', (value, message) => {
    expect(firstMessage(CreateOrganisationSchema, value)).toBe(message);
  });

  it.each(['acme.com', 'claims.acme-insurance.co.uk', '3mobile.ie'])('accepts %s', (domain) => {
    expect(CreateOrganisationSchema.parse({ name: ' Acme ', domain })).toEqual({ name: 'Acme', domain });
  });
});

describe('InvitationSchema', () => {
  const valid = { email: 'Ann@Acme.com ', firstName: 'Ann', lastName: 'Lee', title: '' };

  it('checks e-mail, first name and last name in that order', () => {
    expect(firstMessage(InvitationSchema, { email: 'x', firstName: '', lastName: '', title: '' })).toBe(
      'Invalid email address',
    );
    expect(firstMessage(InvitationSchema, { ...valid, firstName: ' ', lastName: '' })).toBe(
      'First name is required',
    );
    expect(firstMessage(InvitationSchema, { ...valid, lastName: '' })).toBe('Last name is required');
  });

  it('normalises the e-mail and stores an empty title as none', () => {
    expect(InvitationSchema.parse(valid)).toEqual({
      email: 'ann@acme.com',
      firstName: 'Ann',
      lastName: 'Lee',
      title: null,
    });
  });

  it("gives the super admin's form 'Invalid email format' for an address without a domain", () => {
    expect(firstMessage(AdminInvitationSchema, { ...valid, email: 'ann' })).toBe('Invalid email format');
    expect(firstMessage(AdminInvitationSchema, { ...valid, email: 'ann@' })).toBe('Invalid email format');
    expect(firstMessage(AdminInvitationSchema, { ...valid, email: 'ann@@acme' })).toBe(
      'Invalid email address',
    );
  });

  it.each([
    ['ann@acme.com', 'acme.com'],
    ['ann@ACME.com ', 'acme.com'],
    ['ann', ''],
    ['ann@', ''],
    ['@acme.com', 'acme.com'],
  ])('finds the domain of %s', (address, domain) => {
    expect(emailDomain(address)).toBe(domain);
  });
});

describe('claim types, denial reasons and roles', () => {
  it('refuses blank names with the spec texts and trims the rest', () => {
    expect(firstMessage(NewClaimTypeSchema, { claimType: '   ' })).toBe('Please enter a claim type');
    expect(firstMessage(NewDenialReasonSchema, { denialReason: '\t' })).toBe('Please enter a denial reason');
    expect(NewClaimTypeSchema.parse({ claimType: ' Theft ' })).toEqual({
      claimType: 'Theft',
      isTotalLoss: false,
    });
    expect(NewDenialReasonSchema.parse({ denialReason: ' Late ' })).toEqual({ denialReason: 'Late' });
  });

  it('needs a known role', () => {
    expect(firstMessage(RoleAssignmentSchema, {})).toBe('Please select a role');
    expect(firstMessage(RoleAssignmentSchema, { role: 'owner' })).toBe('Please select a role');
    expect(RoleAssignmentSchema.parse({ role: 'organization_admin' })).toEqual({
      role: 'organization_admin',
    });
  });
});
