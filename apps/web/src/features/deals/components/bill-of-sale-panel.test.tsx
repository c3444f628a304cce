import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { HASH, makeDeal } from '../../../test/deal.fixture';
import { BillOfSalePanel } from './bill-of-sale-panel';

afterEach(() => vi.unstubAllGlobals());

const billOfSale = { state: 'CA', generatedAt: '2030-03-02T10:00:00.000Z', documentHash: HASH, signatures: [] };
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
});
