import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

// Product areas under app/areas/: each imports only app/shared (and itself), so
// one feature stays one folder to read. Imports leave a folder only through the
// "~/" alias, which is what lets these patterns see every crossing.
const AREAS = ["find-jobs", "manage-jobs", "accounts", "users", "job-alerts"];
const noParentImports = { group: ["../*", "**/../*"], message: 'Import from another folder through "~/".' };
const boundary = (message, group) => ({ group, message });
// One road for toasts (docs/decisions/011-action-results-and-toasts.md).
const toastLibrary = {
  name: "react-hot-toast",
  message: "Show toasts through ~/shared/ui/toast (showToast, useToast); actions return them in an ActionResult.",
};
const sharedPatterns = [
  noParentImports,
  boundary("Shared code never imports a product area; move what both need into app/shared.", ["~/areas/*"]),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".e2e-data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    files: ["app/shared/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [toastLibrary], patterns: sharedPatterns }],
    },
  },
  {
    files: ["app/shared/ui/toast.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: sharedPatterns }] },
  },
  ...AREAS.map((area) => ({
    files: [`app/areas/${area}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [toastLibrary],
          patterns: [
            noParentImports,
            boundary(
              `An area imports only app/shared and itself; move what ${area} needs from another area into app/shared.`,
              ["~/areas/*", `!~/areas/${area}`],
            ),
          ],
        },
      ],
    },
  })),
  // Patterns run on what people type and send: one that backtracks more than
  // linearly lets a long input freeze the server (docs/security.md).
  {
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
);
