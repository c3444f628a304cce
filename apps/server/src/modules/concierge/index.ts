/*
 * Public entry of the concierge module (issue 16): the staff work queues. It sits above chats, listings, payments,
 * events, assets and users and reads them only through their index.ts.
 */

export { conciergeRoutes } from './concierge.routes';
