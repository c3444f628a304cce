import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../../../test/fake-smtp-server';
import { createOutboxMailer, createSmtpMailer, type MailLog, type MailStatus } from './index';
import { boxed } from './outbox-mailer';

/** An in-memory MailLog, so these tests need no database. */
function memoryLog() {
  const rows = new Map<string, Record<string, unknown> & { status: MailStatus }>();
  const log: MailLog = {
    async record(row) {
      const id = `m${rows.size + 1}`;
      rows.set(id, { ...row });
      return id;
    },
    async update(id, patch) {
      Object.assign(rows.get(id)!, patch);
    },
  };
  return { log, rows };
}

const message = {
  to: 'pat@example.com',
  subject: 'Your Revy code: 123456',
  text: 'Code 123456',
  html: '<b>123456</b>',
  template: 'emailVerify',
  userId: 'u1',
  highlights: { code: '123456' },
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

describe('outbox mailer', () => {
  it('records the message and prints a box with the code', async () => {
    const { log, rows } = memoryLog();
    const printed: string[] = [];
    const mailer = createOutboxMailer({ log, print: true, write: (s) => printed.push(s) });
    expect(await mailer.send(message)).toEqual({ id: 'm1', status: 'outbox' });
    expect(rows.get('m1')).toMatchObject({
      toAddress: 'pat@example.com',
      status: 'outbox',
      transport: 'outbox',
      template: 'emailVerify',
      ical: null,
    });
    expect(printed[0]).toContain('pat@example.com');
    expect(printed[0]).toContain('code:    123456');
  });

  it('prints nothing when told not to', async () => {
    const printed: string[] = [];
    await createOutboxMailer({ log: memoryLog().log, print: false, write: (s) => printed.push(s) }).send(message);
    expect(printed).toEqual([]);
  });

  it('boxes lines of any length', () => {
    const lines = boxed('a@b.co', 's', { link: `http://x/${'y'.repeat(80)}` })
      .trim()
      .split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});

describe('SMTP mailer (local fake server)', () => {
  it('sends and marks the message sent', async () => {
    const smtp = await startFakeSmtpServer();
    closers.push(smtp.close);
    const { log, rows } = memoryLog();
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Revy <hello@revy.local>', log });
    closers.push(() => mailer.close());
    const result = await mailer.send(message);
    expect(result.status).toBe('sent');
    expect(rows.get(result.id)).toMatchObject({ status: 'sent', transport: 'smtp', sentAt: expect.any(Date) });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to[0]).toContain('pat@example.com');
    expect(smtp.received[0]!.data).toContain('Subject: Your Revy code: 123456');
  });

  it('sends a calendar invitation as a text/calendar part with its method, keeping none of it in the log', async () => {
    const smtp = await startFakeSmtpServer();
    closers.push(smtp.close);
    const { log, rows } = memoryLog();
    const mailer = createSmtpMailer({ url: smtp.url, from: 'hello@revy.local', log });
    closers.push(() => mailer.close());
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const result = await mailer.send({
      ...message,
      icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: ics },
    });
    expect(result.status).toBe('sent');
    expect(smtp.received[0]!.data).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(rows.get(result.id)?.ical).toBeNull();
  });

  it('records a refused message as failed without throwing', async () => {
    const smtp = await startFakeSmtpServer({ failWith: '550 mailbox unavailable' });
    closers.push(smtp.close);
    const { log, rows } = memoryLog();
    const errors: object[] = [];
    const mailer = createSmtpMailer({
      url: smtp.url,
      from: 'hello@revy.local',
      log,
      logger: { error: (o) => errors.push(o) },
    });
    const result = await mailer.send(message);
    expect(result.status).toBe('failed');
    expect(rows.get(result.id)).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
    expect(errors).toHaveLength(1);
  });

  it('records an unreachable server as failed', async () => {
    const { log, rows } = memoryLog();
    const mailer = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'hello@revy.local',
      log,
      logger: { error: () => {} },
    });
    const result = await mailer.send(message);
    expect(result.status).toBe('failed');
    expect(rows.get(result.id)?.error).toBeTruthy();
  });
});
