import type { ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { OutageScreen } from '../components/outage-screen';
import { useAppStart } from './use-app-start';

/**
 * Root shell (spec 2): the loading screen while the app starts, the outage page when the API is
 * down, else the app (whose root route fades in over 500 ms). `skipStart` (public-builder pages)
 * goes straight in.
 */
export function RootShell({
  skipStart = false,
  children,
}: {
  /** Or a question asked once the app has rendered (see App). */
  skipStart?: boolean | (() => boolean);
  children: ReactNode;
}) {
  const { status, retry, retrying } = useAppStart({ skip: skipStart });
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'outage') return <OutageScreen onRetry={retry} retrying={retrying} />;
  return <>{children}</>;
}
