import type { ClassifiedsSite } from './classifieds-site';

/** craigslist.org or a regional subdomain of it (sfbay.craigslist.org), never a look-alike (craigslist.org.evil). */
const CRAIGSLIST_HOST = /^([a-z0-9-]+\.)*craigslist\.org$/;

/**
 * Craigslist, posted by hand: the work queue is the poster. Limits as Craigslist's "cars & trucks - by owner" form
 * enforces them (title 70 characters, 24 images); the body limit is ours, well inside theirs, so the ad stays
 * readable on a phone.
 */
export const craigslistManual: ClassifiedsSite = {
  name: 'Craigslist',
  limits: { titleMax: 70, bodyMax: 4000, photosMax: 24 },
  isPostingUrl(url) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return false;
    }
    return u.protocol === 'https:' && !u.username && !u.password && !u.port && CRAIGSLIST_HOST.test(u.hostname);
  },
  async post() {
    return { kind: 'manual' };
  },
};
