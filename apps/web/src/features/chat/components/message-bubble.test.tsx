import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SCAM_WARNINGS } from '@revy/shared';
import { makeMessage } from '../../../test/chat.fixture';
import { MessageBubble } from './message-bubble';

const flagged = makeMessage({
  content: 'Send a $300 deposit by Zelle to hold it, text me at 415 555 0134',
  metadata: {
    kind: 'text',
    scamSignals: [
      { kind: 'offPlatform', warning: SCAM_WARNINGS.offPlatform },
      { kind: 'depositUnseen', warning: SCAM_WARNINGS.depositUnseen },
    ],
  },
});

const bubble = (mine: boolean) =>
  render(
    <ul>
      <MessageBubble message={flagged} mine={mine} senderLabel="Sam S." now={Date.parse(flagged.createdAt)} />
    </ul>,
  );

describe('MessageBubble scam warnings', () => {
  it('shows the recipient a warning with each family and its advice', () => {
    bubble(false);
    const note = screen.getByRole('note', { name: 'Safety warning' });
    expect(within(note).getByText('Be careful: this looks like a scam')).toBeTruthy();
    expect(within(note).getByText('Moving off Revy · Deposit before seeing the car')).toBeTruthy();
    expect(within(note).getByText(SCAM_WARNINGS.depositUnseen)).toBeTruthy();
    expect(within(note).getByText(SCAM_WARNINGS.offPlatform)).toBeTruthy();
  });

  it('tells the sender only that the other person saw a safety tip', () => {
    bubble(true);
    expect(screen.queryByRole('note', { name: 'Safety warning' })).toBeNull();
    expect(screen.getByText('Revy showed the other person a safety tip about this message.')).toBeTruthy();
    expect(screen.queryByText(SCAM_WARNINGS.depositUnseen)).toBeNull();
  });

  it('still shows the warning of a kind stored before the families (issue 5)', () => {
    render(
      <ul>
        <MessageBubble
          message={makeMessage({
            metadata: { kind: 'text', scamSignals: [{ kind: 'giftCards', warning: SCAM_WARNINGS.giftCards }] },
          })}
          mine={false}
          senderLabel="Sam S."
          now={Date.now()}
        />
      </ul>,
    );
    expect(within(screen.getByRole('note')).getByText('Gift cards')).toBeTruthy();
  });
});
