export * from './themes';
