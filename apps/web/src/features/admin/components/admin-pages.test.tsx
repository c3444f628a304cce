import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { AdminIndexPage, AdminSectionPage } from './admin-pages';

describe('admin index', () => {
  it('lists the staff tools with a link and a line each', () => {
    renderPage(<AdminIndexPage />, { path: '/admin', route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeTruthy();
    const admin = screen.getByRole('region', { name: 'Admin' });
    const hrefs = within(admin)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/users',
      '/admin/notifications',
      '/admin/jobs',
      '/admin/import',
      '/admin/craigslist',
      '/admin/content',
      '/admin/config',
    ]);
    expect(within(screen.getByRole('region', { name: 'Concierge' })).getAllByRole('link').length).toBeGreaterThan(2);
    expect(screen.queryByText(/no admin section/)).toBeNull();
  });

  it('shows the index under a notice for an unknown section', () => {
    renderPage(<AdminSectionPage />, { path: '/admin/reports', route: '/admin/:section' });
    expect(screen.getByText('There is no admin section by that name')).toBeTruthy();
    expect(screen.getByText(/\/admin\/reports/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Users/ }).getAttribute('href')).toBe('/admin/users');
  });
});
