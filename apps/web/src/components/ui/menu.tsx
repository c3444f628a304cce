import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A menu opened by a button, on Radix UI's DropdownMenu: arrow keys, Home/End and type-ahead move
 * between items, Escape and a press outside close it and focus returns to the button.
 */
export function Menu({ children }: { children: ReactNode }) {
  // Not modal: like the rest of the header, the page stays scrollable and clickable while it is open.
  return <RadixMenu.Root modal={false}>{children}</RadixMenu.Root>;
}
export const MenuTrigger = RadixMenu.Trigger;

/** The floating panel, aligned under the trigger's end edge. */
export function MenuContent({ children, className = 'w-64' }: { children: ReactNode; className?: string }) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align="end"
        sideOffset={8}
        className={`z-40 rounded-xl border border-line bg-white p-2 shadow-lg ${className}`}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

const itemClass =
  'block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-ink outline-none hover:bg-primary-soft data-[highlighted]:bg-primary-soft data-[disabled]:opacity-60';

/** An item that runs an action. */
export function MenuItem({ onSelect, disabled, children }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item onSelect={onSelect} disabled={disabled} className={itemClass}>
      {children}
    </RadixMenu.Item>
  );
}

/** An item that goes to a page of the app. */
export function MenuLinkItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RadixMenu.Item asChild className={itemClass}>
      <Link to={to}>{children}</Link>
    </RadixMenu.Item>
  );
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="-mx-2 my-1 h-px bg-line" />;
}

/** A heading inside the menu that is not an item (read by screen readers, skipped by arrows). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="px-3 pb-3 pt-2">{children}</RadixMenu.Label>;
}
