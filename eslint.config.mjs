import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/** The only two files that may put raw HTML into the page (docs/security.md). */
export const RAW_HTML_ALLOWED = ['components/content/sanitized-html.tsx', 'components/seo/json-ld.tsx'];
const RAW_HTML_MESSAGE = 'Raw HTML only through components/content/sanitized-html.tsx (CMS HTML, sanitized).';
export const RAW_HTML_SYNTAX = [
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: RAW_HTML_MESSAGE },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']", message: RAW_HTML_MESSAGE },
  { selector: "CallExpression[callee.property.name='createContextualFragment']", message: RAW_HTML_MESSAGE },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'backend/db/migrations/**', 'public/**', 'next-env.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // CMS HTML reaches the page only through the sanitizing component; JSON-LD is serialised data with `<` escaped.
    files: ['app/**', 'components/**', 'lib/**', 'api-client/**'],
    ignores: [...RAW_HTML_ALLOWED],
    rules: {
      'react/no-danger': 'error',
      'no-restricted-syntax': ['error', ...RAW_HTML_SYNTAX],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', 'backend/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Component tests render plain anchors to exercise link handling without a router.
    files: ['tests/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
]);
