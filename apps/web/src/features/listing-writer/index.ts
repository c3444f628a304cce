// The listing-writer feature's public entry: other features and app/ import only from here.
export { GeneratedTextFields } from './components/generated-text-fields';
export { WriterPanel } from './components/writer-panel';
export { textsInput, validateTexts } from './lib/generated-texts';
