export * from './next';
export * from './routes';
export * from './title';
export * from './guards';
