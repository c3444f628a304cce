/*
 * Public entry of the events module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { eventTypesRoutes } from './event-types.routes';
export { eventTypeForListing, updateEventType } from './event-types.service';
export { eventJobs } from './events.jobs';
export { eventsRoutes } from './events.routes';
export { cancelUpcomingDrivesOfListing } from './listing-sold.service';
export { eventsUserReferences } from './user-references.repo';
export { countTodaysTestDrives, todaysTestDrivesPage } from './concierge-queue.repo';
