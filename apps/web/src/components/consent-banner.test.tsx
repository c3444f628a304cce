import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/render';
import { analyticsAllowed, CONSENT_KEY, openPrivacyChoices } from '../lib/consent';
import { ConsentBanner } from './consent-banner';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ConsentBanner', () => {
  it('asks once; a yes allows analytics and the footer link asks again', async () => {
    renderPage(<ConsentBanner />);
    const banner = await screen.findByRole('region', { name: 'Cookie choices' });
    expect(analyticsAllowed()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
    expect(banner.isConnected).toBe(false);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(analyticsAllowed()).toBe(true);
    act(() => openPrivacyChoices());
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(analyticsAllowed()).toBe(false);
  });

  it('does not ask a browser that sends Global Privacy Control, and treats it as a no', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    renderPage(<ConsentBanner />);
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
    localStorage.setItem(CONSENT_KEY, 'granted');
    expect(analyticsAllowed()).toBe(false);
  });
});
