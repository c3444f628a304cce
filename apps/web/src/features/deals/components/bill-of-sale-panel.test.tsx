import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { HASH, makeBill, makeDeal } from '../../../test/deal.fixture';
import { BillOfSalePanel } from './bill-of-sale-panel';

afterEach(() => vi.unstubAllGlobals());

const billOfSale = makeBill();
const deal = makeDeal({ state: 'CA', billOfSale });
const SIGN = `POST /v1/deal/${deal.id}/bill-of-sale/sign`;

describe('BillOfSalePanel signing', () => {
  it('shows the hash being signed and the statement, and refuses an empty name without calling the server', async () => {
    const fetch = mockFetch({});
    renderPage(<BillOfSalePanel deal={deal} />);
    const form = screen.getByRole('form', { name: 'Sign the bill of sale' });
    expect(within(form).getByTestId('document-hash').textContent!.replace(/\s/g, '')).toBe(HASH);
    expect(within(form).getByText(/By typing your name you sign this bill of sale/)).toBeTruthy();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Sign the bill of sale' }));
    const field = within(form).getByLabelText('Your full legal name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toMatch(/name/i);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('signs with the typed name and the hash shown, and shows the signature the server recorded', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      [SIGN]: (body) => {
        bodies.push(body);
        return {
          body: {
            ...deal,
            billOfSale: {
              ...billOfSale,
              signatures: [{ role: 'seller', typedName: 'Sam Seller', signedAt: '2030-03-02T11:00:00.000Z' }],
            },
          },
        };
      },
    });
    const { qc } = renderPage(<BillOfSalePanel deal={deal} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your full legal name'), '  Sam   Seller ');
    await user.click(screen.getByRole('button', { name: 'Sign the bill of sale' }));
    await waitFor(() => expect(bodies).toEqual([{ typedName: 'Sam Seller', documentHash: HASH }]));
    await waitFor(() =>
      expect(qc.getQueryData(['deals', 'detail', deal.id])).toMatchObject({
        billOfSale: { signatures: [{ role: 'seller' }] },
      }),
    );
  });

  it('explains a stale document (409): the bill changed since it was opened', async () => {
    mockFetch({ [SIGN]: errorReply(409, 'CONFLICT', 'Document hash does not match') });
    renderPage(<BillOfSalePanel deal={deal} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your full legal name'), 'Sam Seller');
    await user.click(screen.getByRole('button', { name: 'Sign the bill of sale' }));
    expect(await screen.findByText(/The bill of sale changed since you opened it/)).toBeTruthy();
  });

  it('shows both signatures with their times and no form once the user has signed', () => {
    const signed = makeDeal({
      billOfSale: {
        ...billOfSale,
        signatures: [
          { role: 'seller', typedName: 'Sam Seller', signedAt: '2030-03-02T11:00:00.000Z' },
          { role: 'buyer', typedName: 'Bea Buyer', signedAt: '2030-03-02T12:00:00.000Z' },
        ],
      },
    });
    mockFetch({});
    renderPage(<BillOfSalePanel deal={signed} />);
    expect(screen.getByText('Sam Seller')).toBeTruthy();
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getAllByText(/^Signed \w{3} \d/)).toHaveLength(2);
    expect(screen.getByText('Signed by both')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign the bill of sale' })).toBeNull();
  });

  it('generates the bill of sale from the state, odometer and disclosure, and needs the state', async () => {
    const fresh = makeDeal({ state: null });
    const bodies: unknown[] = [];
    mockFetch({
      [`POST /v1/deal/${fresh.id}/bill-of-sale`]: (body) => {
        bodies.push(body);
        return { body: { ...fresh, state: 'TX', billOfSale: { ...makeBill(), state: 'TX' } } };
      },
    });
    renderPage(<BillOfSalePanel deal={fresh} />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Prepare the bill of sale' });
    await user.click(within(form).getByRole('button', { name: 'Generate the bill of sale' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose the state');
    expect(bodies).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('State the car is registered in'), 'TX');
    // The listing's mileage is the default reading.
    const odo = within(form).getByLabelText('Odometer reading at the sale (miles)') as HTMLInputElement;
    expect(odo.value).toBe('42000');
    await user.clear(odo);
    await user.type(odo, '42,150');
    await user.click(within(form).getByRole('radio', { name: /exceeds/ }));
    await user.click(within(form).getByRole('button', { name: 'Generate the bill of sale' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ state: 'TX', odometer: 42_150, odometerNote: 'exceeds_mechanical_limits' }]),
    );
  });
});
