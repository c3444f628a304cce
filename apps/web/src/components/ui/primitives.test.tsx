import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Dialog } from './dialog';
import { Menu, MenuContent, MenuItem, MenuLinkItem, MenuTrigger } from './menu';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Mark as sold" onClose={() => setOpen(false)}>
        <input aria-label="Price" />
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('components/ui on Radix', () => {
  it('Dialog: named by its title, focus moves in, Tab stays inside, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Price' }));
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Menu: a real menu, arrow keys move between items, choosing one runs it and closes', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    render(
      <MemoryRouter>
        <Menu>
          <MenuTrigger>Account menu</MenuTrigger>
          <MenuContent>
            <MenuLinkItem to="/settings">Settings</MenuLinkItem>
            <MenuItem onSelect={signOut}>Sign out</MenuItem>
          </MenuContent>
        </Menu>
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Settings', 'Sign out']);
    expect(items[0]!.getAttribute('href')).toBe('/settings');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Tabs: arrow keys move and choose, the panel is named by its tab', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
      return (
        <Tabs value={tab} onChange={setTab}>
          <TabList label="Test drives">
            <Tab value="upcoming">Upcoming</Tab>
            <Tab value="past">Past</Tab>
          </TabList>
          <TabPanel value={tab}>{tab} list</TabPanel>
        </Tabs>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Past' }).textContent).toBe('past list');
  });
});
