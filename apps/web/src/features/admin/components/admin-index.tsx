import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One tool of the staff index: where it is, what it is for, and a small line icon. */
type Tool = { to: string; title: string; description: string; icon: ReactNode };

const icon = (d: string) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

const ADMIN_TOOLS: Tool[] = [
  {
    to: '/admin/users',
    title: 'Users',
    description: 'Find people by name, email or phone; see their listings, chats and purchases.',
    icon: icon(
      'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8',
    ),
  },
  {
    to: '/admin/notifications',
    title: 'Notifications',
    description: 'Every notification sent, to whom and about which listing, read or not.',
    icon: icon('M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0'),
  },
  {
    to: '/admin/jobs',
    title: 'Jobs',
    description: 'Background work queues: what is waiting, running or failed, and retries.',
    icon: icon('M12 8v4l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18'),
  },
  {
    to: '/admin/import',
    title: 'Import',
    description: 'Import listings from a dealer feed or spreadsheet, with a preview and a report.',
    icon: icon('M12 3v12M7 10l5 5 5-5M5 21h14'),
  },
  {
    to: '/admin/craigslist',
    title: 'Classifieds',
    description: 'Cross-post listings to the classifieds site: the work table, sync and status.',
    icon: icon('M4 4h16v16H4zM8 8h8M8 12h8M8 16h5'),
  },
  {
    to: '/admin/content',
    title: 'Content',
    description: 'Write blog posts, help and legal pages, and the words of the landing pages.',
    icon: icon('M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5'),
  },
  {
    to: '/admin/config',
    title: 'Config',
    description: 'Settings the product reads at run time: landing address, SLA, prices, contacts.',
    icon: icon(
      'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1',
    ),
  },
];

const CONCIERGE_TOOLS: Tool[] = [
  {
    to: '/concierge/listings',
    title: 'Work queues',
    description: 'Escalated chats, listings to review, missing details and plans to activate.',
    icon: icon('M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9'),
  },
  {
    to: '/concierge/_/listing-table',
    title: 'Listing table',
    description: 'Every listing with filters, sorting, saved columns and CSV export.',
    icon: icon('M3 5h18M3 12h18M3 19h18M9 5v14'),
  },
  {
    to: '/concierge/scam',
    title: 'Scam shield',
    description: 'Conversations flagged as possible scams, to confirm or clear.',
    icon: icon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10'),
  },
  {
    to: '/concierge/bulk-activate-purchases',
    title: 'Bulk activate purchases',
    description: 'Activate several paid plans at once.',
    icon: icon('M20 7L9 18l-5-5'),
  },
];

function ToolGrid({ title, tools }: { title: string; tools: Tool[] }) {
  return (
    <section aria-labelledby={`tools-${title}`} className="mb-8">
      <h2 id={`tools-${title}`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 sm:p-5"
            >
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                {t.icon}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink group-hover:text-primary">{t.title}</span>
                <span className="mt-0.5 block text-sm text-muted">{t.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The index of staff tools: /admin, and /admin/{section} for a section that does not exist (with `notice`). */
export function AdminIndex({ notice }: { notice?: ReactNode }) {
  return (
    <div className="w-full">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin tools</h1>
        <p className="mt-1 text-sm text-muted">Everything staff use to keep the marketplace running.</p>
      </header>
      {notice}
      <ToolGrid title="Admin" tools={ADMIN_TOOLS} />
      <ToolGrid title="Concierge" tools={CONCIERGE_TOOLS} />
    </div>
  );
}
