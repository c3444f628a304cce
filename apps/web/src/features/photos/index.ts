// The photos feature's public entry: other features and app/ import only from here.
export { PhotoManager } from './components/photo-manager';
