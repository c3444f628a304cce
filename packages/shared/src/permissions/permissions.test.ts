import { describe, expect, it } from 'vitest';
import { canEditListing, canViewListing, type Grant } from './permissions';

const user = (id: string, acl: Grant[] = [], disabled = false) => ({ id, acl, disabled });
const seller = user('s1');
const stranger = user('u1');
const concierge = user('c1', [{ targetId: null, permission: 'concierge' }]);
const editor = user('e1', [{ targetId: 'l1', permission: 'edit' }]);
const car = (status: string, deletedAt: Date | null = null) => ({ id: 'l1', sellerId: 's1', status, deletedAt });

describe('canViewListing (decision 017)', () => {
  it('shows a published car to anyone, signed out included', () => {
    for (const u of [null, stranger, seller, concierge]) expect(canViewListing(u, car('published'))).toBe(true);
  });

  it('shows a draft or an unpublished car only to whoever may edit it', () => {
    for (const status of ['unpublishedDraft', 'unpublished']) {
      expect(canViewListing(seller, car(status))).toBe(true);
      expect(canViewListing(concierge, car(status))).toBe(true);
      expect(canViewListing(editor, car(status))).toBe(true);
      expect(canViewListing(stranger, car(status))).toBe(false);
      expect(canViewListing(null, car(status))).toBe(false);
      expect(canViewListing(user('s1', [], true), car(status))).toBe(false);
    }
  });

  it('shows a deleted car to nobody', () => {
    for (const u of [null, stranger, seller, concierge])
      expect(canViewListing(u, car('published', new Date()))).toBe(false);
  });

  it('never lets a stranger edit what they may view', () => {
    expect(canEditListing(stranger, car('published'))).toBe(false);
  });
});
