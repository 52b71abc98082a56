// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, React's rules of
// hooks (eslint-plugin-react-hooks, recommended). `npm run lint` allows no finding and no warning.
// A rule is adjusted below only with its reason; an exception in the code names its rule and says
// why on the same line (`// eslint-disable-next-line rule -- reason`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Built or generated output, state the mock and the studio write, dependencies.
    ignores: ['node_modules/', 'dist/', 'src/.umi*/', 'src/.screens/', '.umi*/', 'test-results/', '.mock-state/', '.studio-history/', 'public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Screens, the mock's rows and the gateway's answers are JSON read at run time (schemas/,
      // mock/_seed, the wire): the engine and the mock handle them as `any` on purpose (about 760
      // places); `npm run typecheck` is strict everywhere else.
      '@typescript-eslint/no-explicit-any': 'off',
      // A leading underscore marks what is left out on purpose: `const { secret: _s, ...rest } = row`,
      // an Express error handler's fourth parameter. The rest of the rule stands.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The React Compiler's rules (recommended since eslint-plugin-react-hooks 6): they judge code
      // for the compiler, which this React 18 app does not run. set-state-in-effect stays on (issue
      // 35): reads belong to the query layer and state that follows a prop is adjusted while
      // rendering; an effect that gathers or seeds state says why where it does. refs flags the
      // "latest value" refs read in callbacks. The rules of hooks and exhaustive-deps stay on.
      'react-hooks/refs': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },
  {
    // The engine's two layers (docs/architecture.md): src/engine/format is pure TypeScript that the
    // checker, the scripts, the mock's checks and the unit tests load in Node, so it imports nothing
    // that draws (React, antd, Formily's React side, umi, the query layer) nor src/engine/react,
    // which imports it. Type-only imports count: a type from React ties the files the same way.
    files: ['src/engine/format/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'antd', '@formily/react', '@formily/antd-v5', 'umi', '@tanstack/react-query'].map((name) => ({
            name,
            message: 'src/engine/format is pure TypeScript: what draws belongs in src/engine/react.',
          })),
          patterns: [
            {
              group: ['react-dom/*', 'antd/*', '@ant-design/*', '@formily/antd-v5/*', '@umijs/*', '@/services/*', '@/components/*', '@/pages/*'],
              message: 'src/engine/format is pure TypeScript: what draws belongs in src/engine/react.',
            },
            {
              group: ['@/engine/react', '@/engine/react/*', '**/engine/react/*', '../react', '../react/*', '../../react/*'],
              message: 'src/engine/format may not import src/engine/react (the React layer imports the format, not the other way).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests: vitest helpers named use…(useBrowser, useMock, useChains) register beforeAll/afterAll
    // hooks; they are not React hooks and no test renders a component.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // umi loads its config and plugins with Node's require; they require the mock, scripts and
    // loaders lazily, only when the dev server or the build needs them.
    files: ['.umirc.ts', 'plugin.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS: webpack loaders (webpack requires them with Node), a worker thread, development scripts.
    files: ['**/*.cjs', 'config/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    // Node's modules keep their usual names (`const crypto = require('node:crypto')`) although
    // Node 20 also has a global `crypto`.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
