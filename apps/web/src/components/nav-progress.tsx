import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page (or its code) loads. */
export function NavProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-soft"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[revy-progress_1s_ease-in-out_infinite] bg-primary" />
      <style>
        {'@keyframes revy-progress { from { transform: translateX(-100%); } to { transform: translateX(300%); } }'}
      </style>
    </div>
  );
}
