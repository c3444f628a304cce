// Installs npm dependencies and Debian's Chromium when missing (used by .ci/run before lint).
import { ensureChromium, ensureDependencies } from './lib.mjs';

ensureDependencies();
ensureChromium();
