export * from './auth';
export * from './avatars';
export * from './checks';
export * from './claims';
export * from './invitations';
export * from './organisations';
export * from './people';
export * from './platform';
