/**
 * The demo accounts made on first boot of an empty database (DEMO_DATA, on by default outside
 * production). One shared password, printed at boot; never use these outside a local machine.
 */
export const DEMO_PASSWORD = 'revy-demo-123';

/** The demo account that owns the demo listings. */
export const DEMO_SELLER_EMAIL = 'seller@revy.local';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@revy.local',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['admin'],
    what: 'admin: every page, /admin',
  },
  {
    email: 'concierge@revy.local',
    firstName: 'Cole',
    lastName: 'Concierge',
    roles: ['concierge'],
    what: 'staff: /concierge',
  },
  { email: 'seller@revy.local', firstName: 'Sam', lastName: 'Seller', roles: [], what: 'a private seller' },
  { email: 'buyer@revy.local', firstName: 'Bea', lastName: 'Buyer', roles: [], what: 'a buyer' },
] as const satisfies readonly {
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly ('admin' | 'concierge')[];
  what: string;
}[];
