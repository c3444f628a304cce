// The revy feature's public entry: other features and app/ import only from here.
export { ConciergeEscalations } from './components/concierge-escalations';
export { RevyPage } from './components/revy-page';
