import { describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { PAGE_FADE, shouldFadePage, usePageFade } from './page-fade';

describe('shouldFadePage', () => {
  it('never fades the first page, so its first paint is visible at once', () => {
    expect(shouldFadePage(null, '/listings/1', false)).toBe(false);
  });
  it('fades a later page in', () => {
    expect(shouldFadePage('/', '/showroom', false)).toBe(true);
  });
  it('does not fade for visitors who ask for reduced motion', () => {
    expect(shouldFadePage('/', '/showroom', true)).toBe(false);
  });
  it('does not fade when only the query or hash changed (same path)', () => {
    expect(shouldFadePage('/showroom', '/showroom', false)).toBe(false);
  });
});

function Shell({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  usePageFade(ref);
  return (
    <div ref={ref} data-testid="faded">
      {children}
    </div>
  );
}

function renderWithRouter(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reducedMotion && q.includes('reduce'), media: q }));
  const animate = vi.fn();
  // jsdom has no Web Animations API: record the calls instead.
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Shell>
            <Link to="/showroom">Showroom</Link>
          </Shell>
        ),
      },
      {
        path: '/showroom',
        element: (
          <Shell>
            <p>Cars</p>
          </Shell>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return animate;
}

describe('usePageFade', () => {
  it('does not animate the first page, and fades the next one in over 500 ms', async () => {
    const animate = renderWithRouter(false);
    expect(animate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Showroom' }));
    await screen.findByText('Cars');
    expect(animate).toHaveBeenCalledWith(PAGE_FADE.keyframes, PAGE_FADE.options);
    expect(PAGE_FADE.options.duration).toBe(500);
    vi.unstubAllGlobals();
  });

  it('never animates with reduced motion', async () => {
    const animate = renderWithRouter(true);
    await userEvent.click(screen.getByRole('link', { name: 'Showroom' }));
    await screen.findByText('Cars');
    expect(animate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
