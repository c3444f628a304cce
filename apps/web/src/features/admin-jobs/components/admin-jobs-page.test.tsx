import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJob } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { AdminJobsPage } from './admin-jobs-page';

afterEach(() => vi.unstubAllGlobals());

const job = (i: number, over: Partial<AdminJob> = {}): AdminJob => ({
  id: `0190aaaa-0000-7000-8000-00000000000${i}`,
  name: 'assistant.answer',
  state: 'failed',
  data: { chatId: 'c', messageId: 'm' },
  attempts: 4,
  maxAttempts: 4,
  createdAt: '2026-03-01T09:00:00.000Z',
  startedAt: '2026-03-01T09:00:01.000Z',
  completedAt: '2026-03-01T09:05:00.000Z',
  runAfter: '2026-03-01T09:04:00.000Z',
  lastError: `database unreachable ${i}`,
  ...over,
});
const page = (content: AdminJob[]) => ({
  content,
  totalElements: content.length,
  size: 25,
  number: 0,
  totalPages: content.length ? 1 : 0,
});

const render = () => renderPage(<AdminJobsPage />, { path: '/admin/jobs', route: '/admin/jobs' });

describe('AdminJobsPage', () => {
  it('lists failed and retrying jobs with attempts and the last error, retries a failed one and filters by state', async () => {
    const { calls } = mockApi({
      'GET /v1/admin/jobs': {
        body: page([job(1), job(2, { name: 'notifications.digest', state: 'retry', attempts: 1, maxAttempts: 3 })]),
      },
      [`POST /v1/admin/jobs/${job(1).id}/retry`]: { body: job(1, { state: 'retry', maxAttempts: 5 }) },
    });
    render();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Assistant answer')).toBeTruthy();
    expect(within(table).getByText('database unreachable 1')).toBeTruthy();
    expect(within(table).getByText('4 of 4')).toBeTruthy();
    expect(within(table).getByText('Retrying')).toBeTruthy();
    // Only the failed job has a Retry button; it is a real button (keyboard: Tab then Enter).
    const buttons = within(table).getAllByRole('button', { name: /^Retry/ });
    expect(buttons).toHaveLength(1);
    const user = userEvent.setup();
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true));
    expect(await screen.findByText('Assistant answer will run again shortly.')).toBeTruthy();
    expect(new URLSearchParams(calls[0]!.search).get('state')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'completed');
    await waitFor(() => expect(new URLSearchParams(calls.at(-1)!.search).get('state')).toBe('completed'));
  });

  it('says so when nothing failed', async () => {
    mockApi({ 'GET /v1/admin/jobs': { body: page([]) } });
    render();
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading state, then the error with a way to try again', async () => {
    let fail = true;
    mockApi({
      'GET /v1/admin/jobs': () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong') : { body: page([job(3)]) }),
    });
    render();
    expect(screen.getByRole('img', { name: 'Loading jobs' })).toBeTruthy();
    expect(await screen.findByText("We couldn't load the jobs")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('database unreachable 3')).toBeTruthy();
  });

  it('explains a refused retry (someone else retried it first)', async () => {
    mockApi({
      'GET /v1/admin/jobs': { body: page([job(4)]) },
      [`POST /v1/admin/jobs/${job(4).id}/retry`]: apiError(
        409,
        'CONFLICT',
        'This job is no longer failed: someone retried it already',
      ),
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText("We couldn't retry that job")).toBeTruthy();
  });
});
