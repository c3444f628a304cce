import { Suspense, lazy, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInUrl } from '@revy/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenChat } from '../../chat';
import { loadBookTestDriveDialog } from '../../events';

// The dialog (slot picker, Radix dialog) loads when the visitor first asks for it, not with the page.
const BookTestDriveDialog = lazy(() => loadBookTestDriveDialog().then((m) => ({ default: m.BookTestDriveDialog })));

/**
 * The listing page's "Book a test drive": signed-out (or anonymous) visitors go to sign-in and
 * come back; others pick a time here, and the chat is opened (or found) only when they book.
 * The link's address is the no-script fallback (the chat's request).
 */
export function BookTestDriveButton({
  listingId,
  href,
  className,
  children,
}: {
  listingId: string;
  href: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps Radix's close animation and focus return.
  const [wanted, setWanted] = useState(false);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const openChat = useOpenChat();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (!user.data || user.data.anonymous) navigate(signInUrl(location.pathname + location.search));
    else {
      setWanted(true);
      setOpen(true);
    }
  };
  return (
    <>
      <Link
        to={href}
        onClick={onClick}
        // Fetch the dialog's code as soon as the pointer or focus comes near, so the click opens it at once.
        onPointerEnter={() => void loadBookTestDriveDialog()}
        onFocus={() => void loadBookTestDriveDialog()}
        className={className}
      >
        {children}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <BookTestDriveDialog
            open={open}
            onClose={() => setOpen(false)}
            listingId={listingId}
            chatId={async () => (await openChat.mutateAsync(listingId)).id}
          />
        </Suspense>
      ) : null}
    </>
  );
}
