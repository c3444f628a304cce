// Types for lib.mjs, which TypeScript tests import (the scripts themselves are plain JS).
import type { SpawnSyncOptions } from 'node:child_process';

export declare const ROOT: string;
export declare function run(cmd: string, args: string[], opts?: SpawnSyncOptions): number;
export declare function mustRun(cmd: string, args: string[], opts?: SpawnSyncOptions): void;
export declare function ensureDependencies(): void;
/** Builds the web app for production unless an up-to-date production build is there; true when it built. */
export declare function ensureWebBuild(root?: string, build?: (env: NodeJS.ProcessEnv) => void): boolean;
export declare const CHROMIUM_CANDIDATES: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): void;
