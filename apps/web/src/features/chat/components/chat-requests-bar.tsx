import type { Chat } from '@revy/shared';
import { errorMessage } from '../../../lib/form-errors';
import { ChatBookButton, ChatBookedDrives } from '../../events';
import { IdVerificationPrompt, needsIdVerification } from '../../id-verification';
import { useChatRequest, type ChatRequestKind } from '../api/chat-requests';

const ITEMS: Array<{
  kind: ChatRequestKind;
  ask: string;
  asked: string;
  flag: 'isTestDriveRequested' | 'isVideoTourRequested';
}> = [
  { kind: 'testDrive', ask: 'Request a test drive', asked: 'Test drive requested', flag: 'isTestDriveRequested' },
  { kind: 'videoTour', ask: 'Request a video tour', asked: 'Video tour requested', flag: 'isVideoTourRequested' },
];

/** The buyer's test-drive and video-tour requests: ask, and cancel once asked. */
export function ChatRequestsBar({ chat, highlight }: { chat: Chat; highlight?: ChatRequestKind | null }) {
  const req = useChatRequest(chat.id);
  return (
    <section aria-label="Requests" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">See the car</h2>
      <ChatBookedDrives chatId={chat.id} />
      <div className="flex flex-col gap-2">
        {ITEMS.map((item) => {
          const on = chat[item.flag];
          const busy = req.isPending && req.variables?.kind === item.kind;
          return (
            <div
              key={item.kind}
              className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 ${on ? 'border-emerald-200 bg-emerald-50' : highlight === item.kind ? 'border-primary ring-2 ring-primary/20' : 'border-line'}`}
            >
              <span className={`text-sm ${on ? 'font-semibold text-emerald-900' : 'text-ink'}`}>
                {on ? `✓ ${item.asked}` : item.ask.replace('Request a ', '').replace(/^./, (c) => c.toUpperCase())}
              </span>
              {/* A test drive is booked from the seller's free times; the plain request stays as the dialog's fallback. */}
              {item.kind === 'testDrive' && !on ? (
                <ChatBookButton
                  chat={chat}
                  autoOpen={highlight === 'testDrive'}
                  onPlainRequest={() => req.mutate({ kind: 'testDrive', on: true })}
                />
              ) : (
                <button
                  type="button"
                  disabled={req.isPending || chat.isRestricted}
                  aria-pressed={on}
                  onClick={() => req.mutate({ kind: item.kind, on: !on })}
                  className={`h-8 shrink-0 rounded-lg px-3 text-sm font-semibold disabled:opacity-60 ${on ? 'text-muted hover:bg-white hover:text-ink' : 'bg-primary text-white hover:bg-primary-hover'}`}
                >
                  {busy ? '…' : on ? 'Cancel' : 'Request'}
                  <span className="sr-only"> {item.kind === 'testDrive' ? 'test drive' : 'video tour'}</span>
                </button>
              )}
            </div>
          );
        })}
      </div>
      {/* The seller asks for verified buyers: the way into verification, not a bare error. */}
      <IdVerificationPrompt error={req.error} what="test drive" />
      {req.isError && !needsIdVerification(req.error) ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(req.error)}
        </p>
      ) : null}
    </section>
  );
}
