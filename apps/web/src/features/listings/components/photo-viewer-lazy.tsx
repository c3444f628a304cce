import { Suspense, lazy, type ComponentProps } from 'react';

// The viewer (a Radix modal) opens on a press on a photo: its code loads then, not with the page.
const Viewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })));

/** PhotoViewer, loaded on first use; nothing shows for the moment its code takes to arrive. */
export function LazyPhotoViewer(props: ComponentProps<typeof Viewer>) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
