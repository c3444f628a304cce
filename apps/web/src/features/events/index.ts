// The events feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadEventPages = () => import('./components/event-pages');
export { BookTestDriveDialog } from './components/book-test-drive-dialog';
/** The dialog alone, for pages that open it on demand (the listing page's first load stays small). */
export const loadBookTestDriveDialog = () => import('./components/book-test-drive-dialog');
export { ChatBookButton, ChatBookedDrives } from './components/chat-test-drive';
