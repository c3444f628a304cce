// The errors feature's public entry: other features and app/ import only from here. Error pages
// are small and needed whenever anything fails, so they are exported directly, not lazily.
export {
  ErrorCodePage,
  GenericErrorState,
  NotFoundPage,
  NotFoundState,
  RestrictedPage,
  UnauthorizedState,
} from './components/error-pages';
