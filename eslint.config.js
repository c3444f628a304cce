import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The sub-folders of a folder, read at lint time so a new module or feature is covered without editing this file. */
function foldersOf(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const serverModules = foldersOf('apps/server/src/modules');
const webFeatures = foldersOf('apps/web/src/features');

const root = import.meta.dirname;

/**
 * A module's files, except its public entries. `index.ts` is what other modules use; `testing.ts` holds fixtures
 * for other modules' tests. Tables stay importable: Drizzle's schema index and foreign keys reference them, and
 * (until the table work of issue 14 lands) some repos still query another module's table, listed in
 * docs/ARCHITECTURE.md "Modules and allowed directions".
 */
function moduleInsides(dir) {
  return {
    from: `${root}/${dir}/**`,
    except: [`${root}/${dir}/{index,testing}.ts`, `${root}/${dir}/*.table.ts`],
  };
}

/**
 * One zone per (importer, imported) pair of modules: files of `modules/<m>/` may import `modules/<other>/` only
 * through its public entry. A module's own tests may reach its insides (they live in the module folder).
 */
function serverModuleZones() {
  return serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./apps/server/src/modules/${module}/**/*`,
        ...moduleInsides(`apps/server/src/modules/${other}`),
        message: `Import modules/${other} through its public entry (modules/${other}/index.ts).`,
      })),
  );
}

/**
 * A module reads and writes only its own tables (issue 14): its source files never import another module's
 * `*.table.ts`; they ask the owner through its entry. Table files may still reference other tables (foreign keys),
 * and tests and fixtures may read any table to check what happened.
 */
function serverTableZones() {
  const schemaIndex = serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}/**/!(*.table|*.test|*.fixtures|testing).ts`,
    from: './apps/server/src/db/schema.ts',
    message: `The schema index holds every module's tables: modules/${module} imports its own *.table.ts instead.`,
  }));
  const foreignTables = serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./apps/server/src/modules/${module}/**/!(*.table|*.test|*.fixtures|testing).ts`,
        from: `./apps/server/src/modules/${other}/*.table.ts`,
        message: `modules/${module} reads and writes only its own tables: ask modules/${other} through its index.ts.`,
      })),
  );
  return [...foreignTables, ...schemaIndex];
}

/**
 * Code outside the modules (app.ts, context, plugins, adapters, seed, cli, the test harness in apps/server/test,
 * scripts, eval, bench) uses a module only through its public entry, and test code through `testing.ts` too.
 */
function serverOutsideZones() {
  return serverModules.map((module) => ({
    target: [
      './apps/server/src/*.ts',
      './apps/server/src/{adapters,plugins,lib,seed,db}/**/*',
      './apps/server/test/**/*',
      './apps/server/scripts/**/*',
      './eval/**/*',
      './bench/**/*',
    ],
    ...moduleInsides(`apps/server/src/modules/${module}`),
    message: `Import modules/${module} through its public entry (modules/${module}/index.ts or testing.ts).`,
  }));
}

/** The same rule for the web: a feature (and app/) uses another feature only through `features/<f>/index.ts`. */
function webFeatureZones() {
  const featureZones = webFeatures.flatMap((feature) =>
    webFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./apps/web/src/features/${feature}/**/*`,
        from: `./apps/web/src/features/${other}`,
        except: ['./index.ts'],
        message: `Import features/${other} through its public entry (features/${other}/index.ts).`,
      })),
  );
  const appZones = webFeatures.map((feature) => ({
    target: ['./apps/web/src/app/**/*', './apps/web/src/{components,lib}/**/*', './apps/web/src/main.tsx'],
    from: `./apps/web/src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import features/${feature} through its public entry (features/${feature}/index.ts).`,
  }));
  return [...featureZones, ...appZones];
}

/** The browser and the shared package never import server code. */
const serverCodeZones = [
  {
    target: ['./apps/web/**/*', './packages/shared/**/*'],
    from: './apps/server',
    message: 'apps/web and packages/shared never import server code; share it through packages/shared.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/meta/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // What eslint-plugin-import-x's TypeScript preset sets, so no-cycle can parse the files it follows.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // no-cycle walks through the modules' index.ts, so two modules calling each other show as a file circle through
      // their entries (issue 14: there are none; a lower module asks a higher one through a port, docs/ARCHITECTURE.md).
      // Only testing.ts is not followed: fixtures for other modules' tests, imported by test files alone.
      'import-x/ignore': ['apps/server/src/modules/[^/]+/testing\\.ts$'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at build time, so they cannot make a runtime circle and are not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModuleZones(),
            ...serverTableZones(),
            ...serverOutsideZones(),
            ...serverCodeZones,
            ...webFeatureZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli.ts', 'apps/server/src/modules/mail/**'],
    rules: { 'no-console': 'off' },
  },
);
