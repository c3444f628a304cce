import { NavLink } from 'react-router';
import { ROUTES } from '@revy/shared';
import { useSavedCarIds } from '../api/saved-cars';
import { useSavedSearches } from '../api/saved-searches';
import { SavedCarsList } from './saved-cars-list';
import { SavedSearchesList } from './saved-searches-list';

export { UnsubscribePage } from './unsubscribe-page';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-semibold ${
    isActive ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'
  }`;

function Count({ n }: { n: number | undefined }) {
  if (n === undefined) return null;
  return <span className="rounded-full bg-primary-soft px-2 text-xs font-semibold text-ink">{n}</span>;
}

/** /saved and /saved/searches (issue 19): the cars and searches a buyer keeps, accounts only (guarded in routes). */
export function SavedPage({ tab }: { tab: 'cars' | 'searches' }) {
  const ids = useSavedCarIds({ enabled: true });
  const searches = useSavedSearches();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-6 sm:px-6 md:pt-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Saved</h1>
        <p className="mt-1 text-sm text-muted">
          Cars you keep an eye on and searches that tell you about new cars. Alerts come to your notifications and
          email.
        </p>
      </header>
      <nav aria-label="Saved" className="mt-5 flex gap-1 border-b border-line">
        <NavLink to={ROUTES.saved} end className={tabClass}>
          Cars <Count n={ids.data?.ids.length} />
        </NavLink>
        <NavLink to={ROUTES.savedSearches} className={tabClass}>
          Searches <Count n={searches.data?.content.length} />
        </NavLink>
      </nav>
      <div className="mt-5">{tab === 'cars' ? <SavedCarsList /> : <SavedSearchesList />}</div>
    </div>
  );
}

export const SavedCarsPage = () => <SavedPage tab="cars" />;
export const SavedSearchesPage = () => <SavedPage tab="searches" />;
