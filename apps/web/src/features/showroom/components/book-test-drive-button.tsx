import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInUrl } from '@revy/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenChat } from '../../chat';
import { BookTestDriveDialog } from '../../events';

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
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const openChat = useOpenChat();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (!user.data || user.data.anonymous) navigate(signInUrl(location.pathname + location.search));
    else setOpen(true);
  };
  return (
    <>
      <Link to={href} onClick={onClick} className={className}>
        {children}
      </Link>
      <BookTestDriveDialog
        open={open}
        onClose={() => setOpen(false)}
        listingId={listingId}
        chatId={async () => (await openChat.mutateAsync(listingId)).id}
      />
    </>
  );
}
