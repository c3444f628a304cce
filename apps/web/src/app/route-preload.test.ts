import { describe, expect, it } from 'vitest';
import { preloadFirstPage } from './route-preload';

describe('preloadFirstPage', () => {
  it('starts the chunk of the home page, the showroom and a listing page', () => {
    expect(preloadFirstPage('/')).toBe(0);
    expect(preloadFirstPage('/showroom')).toBe(1);
    expect(preloadFirstPage('/listings/0190-abc')).toBe(2);
    expect(preloadFirstPage('/old-listings/0190-abc/')).toBe(2);
  });

  it('leaves other pages to the router', () => {
    expect(preloadFirstPage('/listings/0190-abc/chat')).toBe(-1);
    expect(preloadFirstPage('/admin/users')).toBe(-1);
  });
});
