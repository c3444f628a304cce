import { describe, expect, it } from 'vitest';
import { knowledgeFixture, listingFactsFixture } from '../../../../test/ai-fixtures';
import { answerMessage } from './respond';
import { followUp, handoffsOf, pendingHandoffs, sameTopic, type ChatLine } from './follow-up';

const facts = listingFactsFixture();
const decide = (question: string) =>
  answerMessage({ facts, knowledge: knowledgeFixture, question, history: [] }, 'builtin');
const line = (id: string, senderId: string | null, content: string, revy?: object): ChatLine => ({
  id,
  senderId,
  content,
  metadata: revy ? { kind: 'assistant', revy } : { kind: 'text' },
});

describe('pendingHandoffs', () => {
  it('reads the hand-offs since a person last wrote, from metadata.revy', () => {
    const lines = [
      line('1', 'buyer', 'Would you take 15k?'),
      line('2', null, 'Price talk...', { action: 'handoff', reason: 'negotiation', inReplyTo: '1' }),
      line('3', 'seller', 'Maybe 16k.'),
      line('4', 'buyer', 'Does it have a sunroof?'),
      line('5', null, "I don't know...", {
        action: 'handoff',
        reason: 'unknown',
        inReplyTo: '4',
        handoffs: [{ reason: 'unknown', question: 'Does it have a sunroof?' }],
      }),
      line('6', 'buyer', 'Can I test drive it?'),
      // An older message without `handoffs`: the question is the buyer message it replied to.
      line('7', null, "I've asked the seller...", { action: 'handoff', reason: 'booking', inReplyTo: '6' }),
      line('8', null, 'It has 42,000 miles.', { action: 'answer', reason: null, inReplyTo: '6' }),
    ];
    expect(pendingHandoffs(lines, 'buyer')).toEqual([
      { reason: 'booking', question: 'Can I test drive it?' },
      { reason: 'unknown', question: 'Does it have a sunroof?' },
    ]);
    expect(pendingHandoffs([...lines, line('9', 'seller', 'Sure, Saturday?')], 'buyer')).toEqual([]);
  });
});

describe('followUp', () => {
  it('says nothing to a bare greeting while the seller is awaited, but still thanks and answers', () => {
    const pending = [{ reason: 'booking' as const, question: 'can I see it Saturday?' }];
    expect(followUp(decide('hello?'), pending)).toEqual({ kind: 'silent' });
    expect(followUp(decide('hello?'), [])).toMatchObject({ kind: 'post' });
    expect(followUp(decide('thanks!'), pending)).toMatchObject({ kind: 'post' });
    expect(followUp(decide('how many miles?'), pending)).toMatchObject({ kind: 'post' });
  });

  it('posts everything when nothing is pending', () => {
    const d = decide('Would you take $17,000?');
    expect(followUp(d, [])).toEqual({ kind: 'post', decision: d });
  });

  it('answers a new question while price talk is pending, and stays quiet on more price talk', () => {
    const pending = [{ reason: 'negotiation' as const, question: 'Would you take $17,000?' }];
    expect(followUp(decide('How many miles?'), pending)).toMatchObject({
      kind: 'post',
      decision: { action: 'answer' },
    });
    expect(followUp(decide('ok what about $17,500 then'), pending)).toEqual({ kind: 'silent' });
    expect(followUp(decide('Can I test drive it Saturday?'), pending)).toMatchObject({
      kind: 'post',
      decision: { action: 'handoff', reason: 'booking' },
    });
  });

  it('drops only the part already with the seller from a message of several questions', () => {
    const pending = [{ reason: 'negotiation' as const, question: 'best price?' }];
    const next = followUp(decide('How many miles? And would you take $17,000?'), pending);
    expect(next).toMatchObject({ kind: 'post', decision: { action: 'answer', reason: null } });
    if (next.kind !== 'post') throw new Error('expected a post');
    expect(next.decision.text).toContain('42,000');
    expect(next.decision.text).not.toMatch(/Price talk/);
  });

  it('stays quiet on the same unknown question, hands off a different one, and always refuses private data', () => {
    const pending = [{ reason: 'unknown' as const, question: 'Does it have a remote starter?' }];
    expect(followUp(decide('so does it have remote start or not'), pending)).toEqual({ kind: 'silent' });
    expect(followUp(decide('Does it have a tow hitch?'), pending)).toMatchObject({
      kind: 'post',
      decision: { reason: 'unknown' },
    });
    const asked = [{ reason: 'private' as const, question: "What's the seller's phone?" }];
    expect(followUp(decide("ok, what's the seller's email then?"), asked)).toMatchObject({
      kind: 'post',
      decision: { reason: 'private' },
    });
  });

  it('posts nothing for a remark while the seller is awaited', () => {
    const pending = [{ reason: 'booking' as const, question: 'can i see it tuesday' }];
    expect(followUp(decide('his shop is over by the river if that helps'), pending)).toEqual({ kind: 'silent' });
  });

  it('posts nothing for a nudge while the seller is awaited', () => {
    const pending = [{ reason: 'negotiation' as const, question: 'would you take 20k' }];
    for (const q of ['any update?', 'still waiting on him', 'did he say anything yet'])
      expect(followUp(decide(q), pending), q).toEqual({ kind: 'silent' });
  });

  it('records each handed-off part with the buyer words', () => {
    const d = decide('How many miles? Can I test drive it Saturday?');
    expect(handoffsOf(d, 'whole message')).toEqual([{ reason: 'booking', question: 'Can I test drive it Saturday?' }]);
    expect(handoffsOf(decide('How many miles?'), 'x')).toEqual([]);
  });

  it('tells topics apart by their words', () => {
    expect(sameTopic('Does it have a remote starter?', 'remote start?')).toBe(true);
    expect(sameTopic('Does it have a sunroof?', 'Does it have a tow hitch?')).toBe(false);
  });
});
