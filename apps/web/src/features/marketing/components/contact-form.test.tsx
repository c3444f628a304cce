import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { errorReply, renderPage } from '../../../test/render';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

async function fill() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Dana Buyer');
  await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'safety');
  await userEvent.type(screen.getByLabelText('Message'), 'A buyer asked me to pay a shipping deposit first.');
}

describe('ContactForm', () => {
  it('shows what is missing without sending anything', async () => {
    const { calls } = mockApi({});
    renderPage(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter an email address we can answer')).toBeTruthy();
  });

  it('sends the answers as JSON text and confirms', async () => {
    const { calls } = mockApi({ 'POST /v1/form/contact': { body: { id: 'f1' } } });
    renderPage(<ContactForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/we answer within one business day/)).toBeTruthy();
    const body = calls[0]!.body as { data: string };
    expect(JSON.parse(body.data)).toEqual({
      name: 'Dana Buyer',
      email: 'dana@example.com',
      topic: 'safety',
      message: 'A buyer asked me to pay a shipping deposit first.',
    });
  });

  it('keeps the text and explains a server refusal', async () => {
    mockApi({
      'POST /v1/form/contact': errorReply(429, 'TOO_MANY_REQUESTS', 'Too many messages; try again in an hour'),
    });
    renderPage(<ContactForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("We couldn't send your message")).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Dana Buyer');
  });
});
