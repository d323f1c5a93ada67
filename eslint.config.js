import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'bench-results/**', 'apps/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // shared code flows one way: packages/shared → lib/components → features → app (CONVENTIONS.md)
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/apps/server/**', '@jikim/server', '@jikim/server/*'], message: 'The web app must not import server code.' },
      ] }],
    },
  },
  {
    // issue 33: every user-facing string of a component goes through i18n (ko, en, zh, es); a link is a link
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'JSXText[value=/[\\u3131-\\u318E\\uAC00-\\uD7A3]/]', message: 'Korean text in JSX: use an i18n key (t(...)) so en, zh and es get it too.' },
        { selector: 'JSXAttribute > Literal[value=/[\\u3131-\\u318E\\uAC00-\\uD7A3]/]', message: 'Korean text in a JSX attribute: use an i18n key (t(...)).' },
        { selector: 'JSXExpressionContainer > Literal[value=/[\\u3131-\\u318E\\uAC00-\\uD7A3]/]', message: 'Korean text in JSX: use an i18n key (t(...)).' },
        { selector: 'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[\\u3131-\\u318E\\uAC00-\\uD7A3]/]', message: 'Korean text in JSX: use an i18n key (t(...)).' },
        { selector: "JSXOpeningElement[name.name='a']:has(JSXAttribute[name.name='onClick']):not(:has(JSXAttribute[name.name='href']))", message: '<a onClick> without href is not reachable by keyboard: use LinkButton (components/a11y) or Button type="link".' },
        { selector: "JSXOpeningElement[name.object.name='Typography'][name.property.name='Link']:has(JSXAttribute[name.name='onClick']):not(:has(JSXAttribute[name.name='href']))", message: 'Typography.Link with onClick and no href is not reachable by keyboard: use LinkButton (components/a11y) or Button type="link".' },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../../*/**', '@/features/*/**'], message: 'A feature must not import another feature; use lib/ or components/.' },
      ] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/apps/web/**', '@jikim/web'], message: 'The server must not import web code.' },
      ] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/apps/**', '@jikim/server', '@jikim/web'], message: 'packages/shared depends on nothing of the apps.' },
      ] }],
    },
  },
);
