import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import {
  ChartIllustration,
  DocumentIllustration,
  InboxIllustration,
  ShieldIllustration,
} from '../../../components/illustrations';
import { SectionNav, type SectionTab } from '../../../components/section-nav';
import { Alert } from '../../../components/ui/alert';
import { AdminIndex } from './admin-index';

const NAV: SectionTab[] = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/import', label: 'Import' },
  { to: '/admin/craigslist', label: 'Classifieds' },
  { to: '/admin/config', label: 'Config' },
];

/** Staff chrome around the admin pages (concierge and admin; see the route guards). */
export function AdminSection() {
  return (
    <SectionNav title="Admin" tabs={NAV}>
      <div className="pt-6">
        <Outlet />
      </div>
    </SectionNav>
  );
}

export type AdminTool =
  | 'notifications'
  | 'import'
  | 'craigslist'
  | 'craigslist-work'
  | 'craigslist-sync'
  | 'craigslist-status'
  | 'craigslist-bulk-sync'
  | 'config'
  | 'config-row'
  | 'config-item';

const CL_NAV = [
  { to: '/admin/craigslist/_/work', label: 'Work table' },
  { to: '/admin/craigslist/_/sync', label: 'Sync' },
  { to: '/admin/craigslist/_/status', label: 'Status' },
  { to: '/admin/craigslist/_/bulk-sync', label: 'Bulk sync' },
];

const TOOLS: Record<
  AdminTool,
  { illustration: ReactNode; title: string; description: string; actions: { to: string; label: string }[] }
> = {
  notifications: {
    illustration: <InboxIllustration />,
    title: 'Notifications sent to users',
    description:
      'Every notification the product sent, to whom and whether it was read, with the option to send one by hand.',
    actions: [{ to: '/admin/users', label: 'Find a user' }],
  },
  import: {
    illustration: <DocumentIllustration />,
    title: 'Import listings in bulk',
    description:
      'Upload a spreadsheet of cars to create draft listings for sellers, with a preview before anything is saved.',
    actions: [{ to: '/admin/config', label: 'Import settings' }],
  },
  craigslist: {
    illustration: <ChartIllustration />,
    title: 'Classifieds cross-posting',
    description: 'Listings posted to the classifieds site, the ones waiting for a repost and the state of the sync.',
    actions: CL_NAV,
  },
  'craigslist-work': {
    illustration: <ChartIllustration />,
    title: 'Listings waiting to be posted',
    description: 'Listings with the classifieds feature that were never posted or changed since, 20 per page.',
    actions: [{ to: '/admin/craigslist/_/sync', label: 'Sync a listing' }],
  },
  'craigslist-sync': {
    illustration: <ChartIllustration />,
    title: 'Post one listing to classifieds',
    description: 'Enter a listing id to post it now, or repost it after a change.',
    actions: [{ to: '/admin/craigslist/_/bulk-sync', label: 'Sync several' }],
  },
  'craigslist-status': {
    illustration: <ChartIllustration />,
    title: 'Classifieds sync status',
    description: 'Whether the sync is running, what it did last and anything that failed.',
    actions: [{ to: '/admin/craigslist/_/work', label: 'Open the work table' }],
  },
  'craigslist-bulk-sync': {
    illustration: <ChartIllustration />,
    title: 'Post several listings to classifieds',
    description: 'Paste listing ids to post or repost them together.',
    actions: [{ to: '/admin/craigslist/_/status', label: 'Check the status' }],
  },
  config: {
    illustration: <ShieldIllustration />,
    title: 'Product settings',
    description: 'Named settings the product reads at run time, their values, descriptions and who changed them last.',
    actions: [{ to: '/admin/config/configrow', label: 'Add a setting' }],
  },
  'config-row': {
    illustration: <ShieldIllustration />,
    title: 'New setting',
    description: 'Give the setting a name, a type, a value and a description other staff will understand.',
    actions: [{ to: '/admin/config', label: 'Back to settings' }],
  },
  'config-item': {
    illustration: <ShieldIllustration />,
    title: 'Edit setting',
    description: 'Change the value or description of this setting; the product picks the change up on its next read.',
    actions: [{ to: '/admin/config', label: 'Back to settings' }],
  },
};

/** One admin tool, as an empty state until its issue builds it. */
export function AdminToolPage({ tool }: { tool: AdminTool }) {
  const t = TOOLS[tool];
  return <EmptyState illustration={t.illustration} title={t.title} description={t.description} actions={t.actions} />;
}

/** /admin: the index of staff tools. */
export function AdminIndexPage() {
  return <AdminIndex />;
}

/** /admin/{section}: a section that does not exist shows the index, with a notice naming what was asked for. */
export function AdminSectionPage() {
  const { section = '' } = useParams();
  return (
    <AdminIndex
      notice={
        <div className="mb-6">
          <Alert tone="error" title="There is no admin section by that name">
            Nothing lives at “/admin/{section}”. Pick one of the tools below.
          </Alert>
        </div>
      }
    />
  );
}
