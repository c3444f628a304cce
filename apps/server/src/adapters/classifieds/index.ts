export type { ClassifiedsAdInput, ClassifiedsSite, PostOutcome } from './classifieds-site';
export { craigslistManual } from './craigslist';
