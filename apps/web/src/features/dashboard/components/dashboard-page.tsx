import { NavLink, useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration, GarageIllustration } from '../../../components/illustrations';
import { NotFoundState } from '../../errors/components/error-pages';

/** The dashboard's views: the seller's garage and the buyer's conversations. */
export const DASHBOARD_ACTIONS = [
  { action: 'selling', label: 'Selling' },
  { action: 'buying', label: 'Buying' },
] as const;

/** /dashboard/{action} (signed-in users with an account; see the route guard). */
export function DashboardPage() {
  const { action } = useParams();
  const known = DASHBOARD_ACTIONS.some((a) => a.action === action);
  if (!known) return <NotFoundState />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">My garage</h1>
        <nav aria-label="Dashboard">
          <ul className="flex gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-line">
            {DASHBOARD_ACTIONS.map((a) => (
              <li key={a.action}>
                <NavLink
                  to={`/dashboard/${a.action}`}
                  className={({ isActive }) =>
                    `inline-block rounded-lg px-4 py-2 text-sm font-medium ${isActive ? 'bg-primary text-white' : 'text-muted hover:text-ink'}`
                  }
                >
                  {a.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {action === 'selling' ? (
        <EmptyState
          headingLevel={2}
          illustration={<GarageIllustration />}
          title="Your garage is empty — List your first car"
          description="Add your car in a few minutes. Revy writes the listing, prices it against the market and answers buyers for you."
          actions={[
            { to: ROUTES.myGarageCreate, label: 'List my first car' },
            { to: ROUTES.showroom, label: 'See what others are selling' },
          ]}
        />
      ) : (
        <EmptyState
          headingLevel={2}
          illustration={<ChatIllustration />}
          title="Cars you're talking to sellers about"
          description="When you message a seller, book a test drive or make an offer, the car and the conversation show up here."
          actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
        />
      )}
    </div>
  );
}
