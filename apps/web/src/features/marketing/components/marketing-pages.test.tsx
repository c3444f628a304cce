import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../app/testing';
import { errorReply, renderPage } from '../../../test/render';
import { contentPage, makeContent } from '../../../test/content.fixture';
import { MarketingPage } from './marketing-pages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('MarketingPage landing copy', () => {
  it('shows the published landing copy of its variant', async () => {
    const copy = makeContent({
      type: 'landing',
      title: 'Sell your car for more',
      metadata: { variant: 'marketing', excerpt: 'Private sales beat trade-ins.' },
      data: { markdown: '- **List in minutes**: decode the VIN\n- **Never miss a buyer**: replies in seconds' },
    });
    const { calls } = mockApi({ 'GET /v1/content': { body: contentPage([copy]) } });
    renderPage(<MarketingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell your car for more' })).toBeTruthy();
    expect(screen.getByText('Private sales beat trade-ins.')).toBeTruthy();
    expect(screen.getByText('Never miss a buyer')).toBeTruthy();
    const q = new URLSearchParams(calls[0]!.search);
    expect([q.get('type'), q.get('variant'), q.get('status')]).toEqual(['landing', 'marketing', 'published']);
  });

  it('falls back to the built-in copy when there is none or the call fails', async () => {
    mockApi({ 'GET /v1/content': errorReply(503, 'UNAVAILABLE', 'down') });
    renderPage(<MarketingPage variant="live" />);
    expect(
      await screen.findByRole('heading', { name: 'Your car, sold by AI that works around the clock' }),
    ).toBeTruthy();
  });

  it('waits at most 800 ms for slow copy before showing the built-in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderPage(<MarketingPage variant="lp" />);
    const heading = screen.getByRole('heading', { hidden: true, name: 'Get more for your car than a trade-in' });
    expect(heading.closest('[aria-busy]')).not.toBeNull();
    await vi.waitFor(() => expect(heading.closest('[aria-busy]')).toBeNull(), { timeout: 1500 });
  });
});
