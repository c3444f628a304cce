export * from './errors';
export * from './limits';
export * from './common/page.schema';
export * from './permissions/permissions';
export * from './users/user.schema';
