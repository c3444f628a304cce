import { Outlet, useParams } from 'react-router';
import { SectionNav, type SectionTab } from '../../../components/section-nav';
import { Alert } from '../../../components/ui/alert';
import { AdminIndex } from './admin-index';

const NAV: SectionTab[] = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/import', label: 'Import' },
  { to: '/admin/craigslist', label: 'Classifieds' },
  { to: '/admin/content', label: 'Content' },
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
