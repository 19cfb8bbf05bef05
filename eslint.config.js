// ESLint: typescript-eslint with type information, React's rules of hooks, and the JSX
// accessibility rules; formatting is Prettier's (eslint-config-prettier turns off the rules it
// owns). The folder layering is dependency-cruiser's (.dependency-cruiser.cjs). `npm run lint` runs both.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/', '**/.dist-*/', 'node_modules/', 'tests/output/', 'schema/site.config.schema.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.cjs', 'tests/support/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The rules of hooks, for the app's components and hooks. (Not the React Compiler's rules of
    // the plugin's recommended set: the project does not compile with it.)
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `_` marks a name left out on purpose, such as a key taken out of an object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The browser decides which props of a styled HTML element reach the DOM with a one-line
    // test that knows none of the element's own props (src/ui/domProps/isDomProp.ts): an element
    // that takes props of its own names them in its options.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression[typeArguments][tag.type='MemberExpression'][tag.object.name='styled']",
          message:
            "A styled HTML element with props of its own keeps them off the DOM: styled('div', styleProps('name'))<…> (src/ui/domProps/styleProps.ts).",
        },
        {
          selector:
            "TaggedTemplateExpression[typeArguments] > CallExpression.tag[callee.name='styled'][arguments.0.type='Literal'][arguments.length=1]",
          message:
            "A styled HTML element with props of its own keeps them off the DOM: styled('div', styleProps('name'))<…> (src/ui/domProps/styleProps.ts).",
        },
      ],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
