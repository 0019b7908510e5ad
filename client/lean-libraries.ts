import type { Plugin } from 'vite';

/** react-router's one bundle file (it ships the same code as `development` and `production`). */
const reactRouterChunk =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-[^\\/]+\.mjs$/;
/** `Link.displayName = "Link";` at the top level: a write the bundler must keep, and with it the component. */
const topLevelDisplayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var NavLink = React10.forwardRef(` at the top level: pure, but not annotated so. */
const topLevelForwardRef = /^(var [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/gm;

/**
 * Build-time trims of libraries on the first load, without changing what they do:
 * - react-router's package resolves to its development build, whose only difference from the
 *   production one is `ENABLE_DEV_WARNINGS = true` (warnings, a developer's error screen); and its
 *   top-level `X.displayName = …` lines (for React DevTools) keep components the app never
 *   renders (`NavLink`, `Form`, `HistoryRouter`, …) in the entry, since a property write counts as
 *   a side effect, and its `forwardRef` calls are not marked pure. All three go; a change of
 *   react-router's shape fails the build.
 */
export function leanLibraries(): Plugin {
  return {
    name: 'buildwire-lean-libraries',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterChunk.test(id) || !code.includes('var ENABLE_DEV_WARNINGS')) return null;
      const out = code
        .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')
        .replace(topLevelDisplayName, '')
        .replace(topLevelForwardRef, '$1/* @__PURE__ */ $2');
      if (!out.includes('var ENABLE_DEV_WARNINGS = false;'))
        this.error(`${id}: ENABLE_DEV_WARNINGS not found`);
      return { code: out, map: null };
    },
  };
}
