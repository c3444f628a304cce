import type { ReactNode } from 'react';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from './ui/menu';

export type AccountDropdownProps = {
  /** What the button shows (avatar and first name). */
  trigger: ReactNode;
  /** The menu's heading (name and email). */
  label: ReactNode;
  links: { to: string; label: string }[];
  onSignOut: () => void;
  signingOut: boolean;
};

/**
 * The signed-in user's menu (Radix DropdownMenu). Its own module, loaded by account-menu.tsx only
 * for signed-in users, so a visitor's first page ships without Radix (decision 038).
 */
export function AccountDropdown({ trigger, label, links, onSignOut, signingOut }: AccountDropdownProps) {
  return (
    <Menu>
      <MenuTrigger className="group flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-ink hover:bg-primary-soft">
        {trigger}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="transition-transform group-data-[state=open]:rotate-180"
        >
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Account menu</span>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>{label}</MenuLabel>
        <MenuSeparator />
        {links.map((l) => (
          <MenuLinkItem key={l.to} to={l.to}>
            {l.label}
          </MenuLinkItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={onSignOut} disabled={signingOut}>
          Sign out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
