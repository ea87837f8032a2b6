import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientSrc = path.join(import.meta.dirname, 'client/src');
const features = readdirSync(path.join(clientSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminTabs = readdirSync(path.join(clientSrc, 'features/admin/tabs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What the dashboard's tabs share: a tab imports these, never another tab; they import no tab. */
const ADMIN_SHARED = ['api', 'components', 'hooks', 'utils', 'testing'];
/** Code any part of the client may use; it imports neither a feature nor the app. */
const SHARED = ['assets', 'components', 'config', 'hooks', 'i18n', 'lib', 'styles', 'test'];

const serverSrc = path.join(import.meta.dirname, 'server/src');
/** The server's infrastructure: any module may use it; `common/` uses no feature module. */
const SERVER_INFRA = ['common', 'config', 'database'];
const serverModules = readdirSync(serverSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_INFRA.includes(entry.name))
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.prerender/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: a type-only import would erase it.
    files: ['server/**/*.ts', 'test/api/**/*.ts', 'test/support/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client's imports flow one way, app → features → shared, and a feature never reaches into another
    // feature (bulletproof-react's rule), so each folder can be read and changed on its own.
    // eslint-plugin-import-x: the maintained fork of eslint-plugin-import, written for flat config, with ESLint 10
    // in its peer range (eslint-plugin-import's stops at 9) and a built-in resolver that reads the `@/` alias from
    // client/tsconfig.json, so `@/features/x` and `../x` are judged alike.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'client/tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: clientSrc,
          zones: [
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to a shared folder.',
            })),
            // The dashboard's tabs are walled the same way inside the admin feature.
            ...adminTabs.map((tab) => ({
              target: `./features/admin/tabs/${tab}`,
              from: './features/admin',
              except: [`./tabs/${tab}`, ...ADMIN_SHARED.map((folder) => `./${folder}`)],
              message:
                'A dashboard tab imports only admin/api, admin/components, admin/hooks, admin/utils and shared code: move what two tabs need there.',
            })),
            {
              target: ADMIN_SHARED.map((folder) => `./features/admin/${folder}`),
              from: './features/admin/tabs',
              message: "The dashboard's shared folders import no tab.",
            },
            {
              target: './features',
              from: './app',
              message: 'Features do not import the app: move what they need to a shared folder.',
            },
            {
              target: SHARED.map((folder) => `./${folder}`),
              from: ['./features', './app'],
              message: 'Shared code imports neither a feature nor the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's modules are rooms with one door: a module uses another only through that module's index.ts (what
    // it exports), never its files, so each can be changed inside without breaking the others (immich's server keeps
    // the same rule). common/ is shared by all and imports no module. A module's own tests may look inside others.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: serverSrc,
          zones: [
            ...serverModules.map((module) => ({
              target: `./!(${module})/**/*`,
              from: `./${module}`,
              except: ['./index.ts'],
              message: `Another module uses ${module}/ only through ${module}/index.ts: export what it needs there.`,
            })),
            {
              target: './common',
              from: serverModules.map((module) => `./${module}`),
              message: 'common/ imports no feature module: move what both need to common/ (or domain/).',
            },
          ],
        },
      ],
    },
  },
  {
    // A service states the park's rules; its SQL lives in a repository. Services may pass a transaction along
    // (`import type { Executor }`) but never reach the database client or drizzle themselves.
    files: ['server/src/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/database/database', '**/database/schema'],
              allowTypeImports: true,
              message: 'A service does not query: put the SQL in the module’s repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Classic scripts served as they are to the browser (client/public/start.js).
    files: ['client/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
