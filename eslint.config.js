import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** Import patterns of one layer of app/, refused with a message (type imports too). */
const layer = {
  server: (why) => ({
    group: ["~/.server", "~/.server/*", "**/.server", "**/.server/*"],
    message: `${why}: no imports from .server, not even types.`,
  }),
  components: (why) => ({
    group: ["~/components/*", "**/components/*"],
    message: `${why}: no imports from components.`,
  }),
  routes: {
    group: ["~/routes/*", "**/routes/*", "~/root", "**/app/root"],
    // `typeof loader` for useLoaderData/useRouteLoaderData is how Remix types a route's data.
    allowTypeImports: true,
    message:
      "Nothing imports a route module but its types: move what is shared to .server, components or utils.",
  },
};

/** ADR 38: auth sessions are opened where their cookies are committed. */
const authSessionOpened = {
  selector: "CallExpression[callee.property.name='auth'][arguments.length=1]",
  message: "Open an auth session with getAuth or openAuth (~/.server/auth): ADR 38.",
};
/** ADR 61: the site's middleware has read a request's body before any action runs. */
const bodyReadByMiddleware = {
  selector:
    "MemberExpression[object.name='request'][property.name=/^(body|formData|text|json|arrayBuffer|blob|bytes)$/]",
  message:
    "The site's middleware reads the body: take the form with formPost(context), a webhook's bytes with postedBytes(context): ADR 61.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".lighthouse/",
      ".data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      // React Router's generated route types (`npm run dev` writes them).
      ".react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // The layers of app/ and what each may import (docs/architecture.md). Routes may import any
  // layer; nothing imports a route; only routes and server code import `.server`.
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.server("Components get server data as props from their route's loader"),
            layer.routes,
            {
              // The catalogue (every price) reaches components through their route's loader, so
              // it is never shipped to the browser: components may import its types only.
              group: [
                "~/content/catalog",
                "~/content/catalog/*",
                "**/content/catalog",
                "**/content/catalog/*",
              ],
              allowTypeImports: true,
              message:
                "Components get catalogue items as props from their route's loader; import only types from the catalogue.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/.server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.components(
              "Server code returns data; the route renders it. Shared shapes live in app/utils/",
            ),
            layer.routes,
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**", "app/utils/**", "app/styles/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            layer.server("Content, utils and styles run on both sides"),
            layer.components("Content, utils and styles do not depend on the UI"),
            layer.routes,
          ],
        },
      ],
    },
  },
  {
    // The process's database is the app context's (ADR 27): everything else takes `db` from it.
    files: ["app/**"],
    ignores: ["app/.server/app-context.ts", "app/.server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/.server/db", "**/db", "**/.server/db"],
              importNames: ["getDb"],
              message:
                "Take `db` from the app context (appContextOf(context), or `app` from formPost(context)): ADR 27.",
            },
          ],
        },
      ],
    },
  },
  {
    // An auth session opened elsewhere would not be seen by the one place that commits cookies.
    files: ["app/**"],
    ignores: ["app/.server/auth/index.ts"],
    rules: { "no-restricted-syntax": ["error", authSessionOpened] },
  },
  {
    // The site's middleware (root.tsx) commits a session's cookie changes and reads the body
    // once, before any loader or action runs (ADR 61): a route function never reads it again.
    files: ["app/routes/**", "app/root.tsx"],
    rules: { "no-restricted-syntax": ["error", authSessionOpened, bodyReadByMiddleware] },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
