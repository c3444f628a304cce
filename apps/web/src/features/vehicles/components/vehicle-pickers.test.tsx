import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { VehiclePickers, type PickedVehicle } from './vehicle-pickers';
import { useState } from 'react';

afterEach(() => vi.unstubAllGlobals());

function Harness({ onChange }: { onChange: (v: PickedVehicle) => void }) {
  const [value, setValue] = useState<PickedVehicle>({ year: '', make: '', model: '', trim: '' });
  return (
    <VehiclePickers
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const model = (model: string, trim: string | null) => ({
  id: `${model}-${trim}`,
  year: 2018,
  make: 'Toyota',
  model,
  trim,
});

describe('VehiclePickers', () => {
  it('cascades year → make → model → trim, all by keyboard', async () => {
    const fetchMock = mockFetch({
      'GET /v1/vehicle/year': { body: [2019, 2018, 2017] },
      'GET /v1/vehicle/make': { body: ['Honda', 'Tesla', 'Toyota'] },
      'GET /v1/vehicle/model': {
        body: {
          content: [model('Camry', 'LE'), model('Camry', 'SE'), model('Corolla', 'L'), model('Tacoma', null)],
          totalElements: 4,
          size: 100,
          number: 0,
          totalPages: 1,
        },
      },
    });
    const onChange = vi.fn();
    renderPage(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await screen.findByRole('option', { name: '2018' });
    await user.keyboard('2018{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toHaveProperty('disabled', false));

    await user.click(screen.getByRole('combobox', { name: 'Make' }));
    await screen.findByRole('option', { name: 'Toyota' });
    // Typing filters; arrows move; Enter chooses.
    await user.keyboard('t');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tesla', 'Toyota']);
    await user.keyboard('{ArrowDown}{Enter}');

    await user.click(await screen.findByRole('combobox', { name: 'Model' }));
    await screen.findByRole('option', { name: 'Camry' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Camry', 'Corolla', 'Tacoma']);
    await user.keyboard('{Enter}');

    await user.click(screen.getByRole('combobox', { name: 'Trim' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Not sure / base', 'LE', 'SE']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ year: '2018', make: 'Toyota', model: 'Camry', trim: 'SE' });

    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/v1/vehicle/make?year=2018');
    expect(urls).toContain('/v1/vehicle/model?year=2018&make=Toyota&page=0&size=100');

    // Escape closes the list without changing the choice.
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLInputElement).value).toBe('2018');
  });
});
