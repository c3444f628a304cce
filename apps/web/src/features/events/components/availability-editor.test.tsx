import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeEventType, TYPE_ID } from '../../../test/event.fixture';
import { AvailabilityEditor } from './availability-editor';

afterEach(() => vi.unstubAllGlobals());
const HOUR = 3_600_000;

describe('AvailabilityEditor', () => {
  it('saves the week, rules and zone with PUT, keeping date overrides', async () => {
    const holiday = {
      id: 'x',
      dayOfWeek: 3,
      available: false,
      dayStartTime: 0,
      dayEndTime: 0,
      startAt: '2030-12-25',
      endAt: '2030-12-26',
    };
    const type = makeEventType({ availabilities: [...makeEventType().availabilities, holiday] });
    const { calls } = mockApi({
      [`PUT /v1/event/type/${TYPE_ID}`]: (body) => ({ body: { ...type, ...(body as object) } }),
    });
    renderPage(<AvailabilityEditor type={type} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Monday until'), String(12 * HOUR));
    await user.click(screen.getByLabelText('Saturday'));
    await user.selectOptions(screen.getByLabelText('Saturday from'), String(10 * HOUR));
    await user.selectOptions(screen.getByLabelText('Saturday until'), String(14.5 * HOUR));
    await user.click(screen.getByLabelText('Friday'));
    await user.selectOptions(screen.getByLabelText('Drive length'), String(HOUR));
    await user.selectOptions(screen.getByLabelText('Break after a drive'), String(0.25 * HOUR));
    await user.clear(screen.getByLabelText('Notice (hours)'));
    await user.type(screen.getByLabelText('Notice (hours)'), '24');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByLabelText(/I confirm each request/));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText(/Availability saved/)).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    const day = (dayOfWeek: number, available: boolean, start = 9, end = 17) => ({
      dayOfWeek,
      available,
      dayStartTime: start * HOUR,
      dayEndTime: end * HOUR,
    });
    expect(body).toEqual({
      duration: HOUR,
      bufferBefore: 0.5 * HOUR,
      bufferAfter: 0.25 * HOUR,
      bufferNotice: 24 * HOUR,
      timezone: 'America/New_York',
      requiresConfirmation: false,
      updatedAt: type.updatedAt,
      availabilities: [
        day(0, false),
        day(1, true, 9, 12),
        day(2, true),
        day(3, true),
        day(4, true),
        day(5, false),
        day(6, true, 10, 14.5),
        { dayOfWeek: 3, available: false, dayStartTime: 0, dayEndTime: 0, startAt: '2030-12-25', endAt: '2030-12-26' },
      ],
    });
  });

  it('shows the shared schema’s errors and sends nothing', async () => {
    const { calls } = mockApi({});
    renderPage(<AvailabilityEditor type={makeEventType()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Tuesday until'), String(8 * HOUR));
    await user.clear(screen.getByLabelText('Notice (hours)'));
    await user.type(screen.getByLabelText('Notice (hours)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(screen.getByText('Tuesday: The day must end after it starts')).toBeTruthy();
    expect(screen.getByText('Up to 720 hours')).toBeTruthy();
    await user.clear(screen.getByLabelText('Notice (hours)'));
    await user.type(screen.getByLabelText('Notice (hours)'), 'soon');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(screen.getByText('Enter the notice in hours, like 4')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('creates the seller’s first type with POST and the spec 9 defaults', async () => {
    const { calls } = mockApi({ 'POST /v1/event/type': (body) => ({ body: makeEventType(body as object) }) });
    renderPage(<AvailabilityEditor type={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.find((c) => c.method === 'POST')!.body as {
      availabilities: unknown[];
      bufferNotice: number;
      duration: number;
    };
    expect(body.availabilities).toHaveLength(7);
    expect(body.bufferNotice).toBe(4 * HOUR);
    expect(body.duration).toBe(0.75 * HOUR);
  });

  it('on a stale save (409) says the hours changed elsewhere and reloads theirs', async () => {
    const type = makeEventType();
    const theirs = { ...type, duration: 2 * HOUR, updatedAt: '2030-01-02T00:00:00.000Z' };
    mockApi({
      [`PUT /v1/event/type/${TYPE_ID}`]: () =>
        apiError(409, 'CONFLICT', 'Someone else changed these test-drive hours since you opened them.'),
      [`GET /v1/event/type/byHost/${type.hostId}`]: () => ({ body: [theirs] }),
    });
    renderPage(<AvailabilityEditor type={type} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Drive length'), String(HOUR));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('These hours were changed elsewhere')).toBeTruthy();
    // What they changed, in the form's words, before the host chooses.
    const list = await screen.findByRole('list', { name: 'What they changed' });
    expect(list.textContent).toContain('Drive length: ');
    expect(list.textContent).toContain('→ 120 minutes');
    await user.click(screen.getByRole('button', { name: 'Reload their hours' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Drive length') as HTMLSelectElement).value).toBe(String(2 * HOUR)),
    );
    expect(screen.queryByText('These hours were changed elsewhere')).toBeNull();
  });

  it('on a stale save (409) can overwrite theirs with mine, sent over their version', async () => {
    const type = makeEventType();
    const theirs = { ...type, duration: 2 * HOUR, updatedAt: '2030-01-02T00:00:00.000Z' };
    let puts = 0;
    const { calls } = mockApi({
      [`PUT /v1/event/type/${TYPE_ID}`]: (body) =>
        ++puts === 1
          ? apiError(409, 'CONFLICT', 'Someone else changed these test-drive hours since you opened them.')
          : { body: { ...theirs, ...(body as object), updatedAt: '2030-01-03T00:00:00.000Z' } },
      [`GET /v1/event/type/byHost/${type.hostId}`]: () => ({ body: [theirs] }),
    });
    renderPage(<AvailabilityEditor type={type} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Drive length'), String(HOUR));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await user.click(await screen.findByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText('Availability saved. Buyers see the new times now.')).toBeTruthy();
    const [first, second] = calls.filter((c) => c.method === 'PUT').map((c) => c.body as Record<string, unknown>);
    expect(first!.updatedAt).toBe(type.updatedAt);
    expect(second!.updatedAt).toBe(theirs.updatedAt);
    expect(second!.duration).toBe(HOUR);
    expect((screen.getByLabelText('Drive length') as HTMLSelectElement).value).toBe(String(HOUR));
  });
});
