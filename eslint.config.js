import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "dist-*/",
      ".astro/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Early answers run before the islands: they may use src/lib, never the islands' components.
    files: ["src/early-answers/**/*.ts"],
    ignores: ["src/early-answers/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/components/**"],
              message: "Early answers read src/lib, not components (move shared code to src/lib).",
            },
          ],
        },
      ],
    },
  },
  {
    // src/lib is the pure core: no UI framework, no store, no DOM or browser globals.
    files: ["src/lib/**/*.ts"],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react/*", "react-dom/*"],
              message: "src/lib must stay free of React.",
            },
            { group: ["astro", "astro:*", "astro/*"], message: "src/lib must stay free of Astro." },
            {
              group: ["nanostores", "@nanostores/*"],
              message: "src/lib must stay free of stores.",
            },
            {
              group: ["**/tools", "**/tools.ts", "**/components/**", "**/stores/**", "**/pages/**"],
              message:
                "src/lib imports nothing from the app: the registry reads lib, not the other way.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...[
          "window",
          "document",
          "navigator",
          "localStorage",
          "sessionStorage",
          "location",
          "fetch",
        ].map((name) => ({ name, message: "src/lib must not touch the DOM or the network." })),
      ],
    },
  },
);
