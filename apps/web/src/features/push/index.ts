/* Public entry of the push feature (issue 19, decision 048): Web Push on this browser and the app's service worker. */
export { PushPrompt } from './components/push-prompt';
export { PushSection } from './components/push-section';
