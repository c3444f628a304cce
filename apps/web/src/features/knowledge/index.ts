// The knowledge feature's public entry: other features and app/ import only from here.
export { EnrichSection } from './components/enrich-section';
