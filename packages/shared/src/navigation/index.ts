export * from './next';
export * from './routes';
export * from './title';
export * from './guards';
export * from './first-pages';
export * from './app-segments';
