import { SCIM_BASE_PATH } from '@/domain/contracts/scim-tokens';
import type { Role } from '@/domain/roles';
import type { DirectoryPerson } from './queries';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/**
 * The two groups a directory assigns people to, fixed for every organisation: membership is the person's role. An
 * organisation admin is a member too, so adding one to Members leaves them admin.
 */
export const GROUPS = [
  { id: 'organization_member', displayName: 'Members' },
  { id: 'organization_admin', displayName: 'Organization admins' },
] as const satisfies readonly { id: Role; displayName: string }[];
export type Group = (typeof GROUPS)[number];

/** Where the SCIM endpoints are, for the resources' `meta.location`. */
export const scimBaseUrl = (appUrl: string) => `${appUrl}${SCIM_BASE_PATH}`;

export function listResponse<Resource>(resources: Resource[], page: { total: number; startIndex: number }) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: page.total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** A person as a SCIM User: userName is their e-mail, active whether they may sign in, groups their role. */
export function userResource(baseUrl: string, person: DirectoryPerson) {
  const group = GROUPS.find((candidate) => candidate.id === person.role);
  const givenName = person.firstName ?? '';
  const familyName = person.lastName ?? '';
  return {
    schemas: [USER_SCHEMA],
    id: person.id,
    ...(person.externalId !== null ? { externalId: person.externalId } : {}),
    userName: person.email,
    name: { givenName, familyName, formatted: `${givenName} ${familyName}`.trim() },
    displayName: `${givenName} ${familyName}`.trim() || person.email,
    ...(person.title ? { title: person.title } : {}),
    emails: [{ value: person.email, type: 'work', primary: true }],
    active: person.deactivatedAt === null,
    groups: group
      ? [{ value: group.id, display: group.displayName, $ref: `${baseUrl}/Groups/${group.id}` }]
      : [],
    meta: {
      resourceType: 'User',
      created: person.createdAt.toISOString(),
      lastModified: person.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${person.id}`,
    },
  };
}

export function groupResource(baseUrl: string, group: Group, members: DirectoryPerson[]) {
  return {
    schemas: [GROUP_SCHEMA],
    id: group.id,
    displayName: group.displayName,
    members: members.map((person) => ({
      value: person.id,
      display: person.email,
      $ref: `${baseUrl}/Users/${person.id}`,
    })),
    meta: { resourceType: 'Group', location: `${baseUrl}/Groups/${group.id}` },
  };
}

/** What this server supports, for an identity provider setting up the connection. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [CONFIG_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description:
          'A SCIM token created in the Org Admin Panel (Directory sync), sent as Authorization: Bearer.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

/** The most people one page lists, whatever `count` asks for. */
export const MAX_PAGE_SIZE = 100;

export function resourceTypes(baseUrl: string) {
  const types = [
    { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA },
  ];
  const resources = types.map((type) => ({
    schemas: [RESOURCE_TYPE_SCHEMA],
    ...type,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
  return listResponse(resources, { total: resources.length, startIndex: 1 });
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The attributes this server keeps of a User and a Group (a minimal description of RFC 7643's core schemas). */
export function schemas(baseUrl: string) {
  const resources = [
    {
      schemas: [SCHEMA_SCHEMA],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the organization',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server', mutability: 'immutable' }),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('name', 'complex', {
          subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string')],
        }),
        attribute('title', 'string'),
        attribute('active', 'boolean'),
        attribute('groups', 'complex', { multiValued: true, mutability: 'readOnly' }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: "A role of the organization's people",
      attributes: [
        attribute('displayName', 'string', { mutability: 'readOnly' }),
        attribute('members', 'complex', { multiValued: true }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
  return listResponse(resources, { total: resources.length, startIndex: 1 });
}
