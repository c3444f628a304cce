// The compare feature's public entry (issue 19): the side-by-side page, loaded on demand, and the tray of picked cars
// that the showroom and a car's page show. The picks themselves live in features/listings (cards carry the toggle).
export const loadComparePage = () => import('./components/compare-page');
export { CompareTray } from './components/compare-tray-slot';
