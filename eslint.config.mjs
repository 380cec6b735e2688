// One flat config for the whole workspace. Type-aware rules run through the TypeScript
// project service; the package boundaries of DESIGN.md are import restrictions whose
// messages say why, so a wrong import explains itself in the editor.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** The server never imports the web (repeated in every server block: options do not merge). */
const noWeb = {
  group: ['@jit/web', '@jit/web/*', '@jit/ui', 'react', 'react-dom', '**/apps/web/**'],
  message: 'El servidor nunca importa la web: la sirve ya construida desde apps/web/dist.',
};
const soloCara =
  'Un módulo del servidor no entra en los archivos de otro: importa solo su cara (../<módulo>/index.js), que exporta lo que los demás pueden usar. Así cada módulo puede reorganizar sus archivos sin romper a nadie; si a la cara le falta algo, agrégalo allí.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/src/gql/**',
      '**/src/generated/**',
      '**/migrations/**',
      '**/coverage/**',
      '**/reports/**',
      '**/.stryker-tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Money is Decimal: a float parse of an amount is a bug waiting to happen.
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'El dinero es Decimal: usa new D(texto), nunca parseFloat.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests lean on matchers typed `any` (expect.any, expect.stringMatching): allow them there.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // --- package boundaries (DESIGN.md "Nothing points back") ---
  boundary(['packages/domain/src/**/*.ts'], [
    {
      regex: '^(?!decimal\\.js$|\\.{1,2}/)',
      message:
        'packages/domain es puro: solo importa decimal.js y sus propios archivos, para que el servidor, la web y los scripts de los desarrolladores lo reusen sin arrastrar nada más.',
    },
  ]),
  {
    // Property tests beside the code import vitest and fast-check; the purity boundary is for the rules.
    files: ['packages/domain/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'El dominio no usa azar: recibe los ids como argumento.' },
        { object: 'Date', property: 'now', message: 'El dominio no lee el reloj: recibe `now` como argumento.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'El dominio no lee el reloj: recibe `now` como argumento.',
        },
      ],
    },
  },
  boundary(['packages/hacienda/src/**/*.ts'], [
    {
      group: ['@jit/server', '@jit/web', '@jit/ui', '@jit/api', 'react', 'react-dom', '**/apps/**'],
      message:
        'packages/hacienda solo depende de @jit/domain: construye, firma y envía XML sin saber de la base de datos ni de la interfaz.',
    },
  ]),
  boundary(['packages/ui/src/**/*.{ts,tsx}'], [
    {
      group: ['@jit/api', '@jit/api/*', '@jit/server', '@jit/web', '@tanstack/react-query', 'graphql', 'graphql-ws'],
      message: 'packages/ui solo pinta props: nunca consulta datos (eso es de la página en apps/web).',
    },
    {
      regex: '^@jit/domain$',
      allowTypeImports: true,
      message: 'packages/ui solo puede importar tipos del dominio.',
    },
  ]),
  boundary(['packages/api/src/**/*.ts'], [
    {
      group: ['react', 'react-dom', '@jit/ui', '@jit/web', '@jit/server', '@mantine/*'],
      message:
        'packages/api es el cliente tipado: sin componentes React, para que scripts y pruebas lo usen sin navegador.',
    },
  ]),
  boundary(['apps/web/src/**/*.{ts,tsx}'], [
    {
      group: ['@jit/server', '@jit/server/*', '**/apps/server/**'],
      message: 'La web nunca importa el servidor: habla con él solo por GraphQL (@jit/api).',
    },
    {
      group: ['graphql-tag', '@apollo/client'],
      message: 'La web no escribe consultas: usa las operaciones tipadas de @jit/api.',
    },
  ]),
  // Server modules meet only at their faces (modules/<m>/index.ts, listed in src/modules.ts).
  // A rule's options replace those of earlier blocks, so every server block repeats noWeb.
  boundary(['apps/server/src/**/*.ts'], [noWeb, { regex: 'modules/[^/]+/(?!index\\.js$)', message: soloCara }]),
  ...[0, 1, 2, 3].map((depth) =>
    boundary([`apps/server/src/modules/*/${'*/'.repeat(depth)}*.ts`], [
      noWeb,
      // From a file `depth` folders inside its module, another module is ../ × (depth+1) away.
      { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\.)[^/]+/(?!index\\.js$)`, message: soloCara },
      { regex: '\\.\\./modules/[^/]+/(?!index\\.js$)', message: soloCara },
    ]),
  ),
  {
    // No import cycles anywhere in the workspace: a cycle makes a module's face load
    // half-initialised and hides which part builds on which. Type-only imports are ignored (they
    // leave no trace at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The server imports './x.js' for './x.ts' (NodeNext); the others write no extension.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files with one concept each (CONVENTIONS.md): past 400 lines a server file is doing
    // several things and wants splitting along its seams, not an exemption. A warning, so a file
    // that must stay whole says why in review instead of failing the build.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A domain file holds one rule (CONVENTIONS.md): past 150 lines it is several rules that a
    // developer reusing the package in a script should be able to read one at a time.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.generated.ts'],
    rules: { 'max-lines': ['warn', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A component past 250 lines draws several things at once: split it into sub-components and
    // hooks along its seams, so a change to one part of a screen does not re-read the whole.
    files: ['apps/web/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  prettier,
);
