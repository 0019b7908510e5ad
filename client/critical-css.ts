import { Window } from 'happy-dom';
import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';
import type { Plugin } from 'vite';

/** States no element is in at the first paint: a selector that needs one is left to the full stylesheet. */
const INTERACTIVE = /:(hover|focus|focus-visible|focus-within|active)\b/;
/** Pseudo-elements (and Blink's `:before`/`:after` spelling): matched through the element they belong to. */
const PSEUDO_ELEMENT = /::?(before|after)\b|::[\w-]+/g;
const VAR_REF = /var\(\s*(--[\w-]+)/g;
const ANIMATION = /^(-webkit-)?animation(-name)?$/;

function varRefs(text: string, into: Set<string>): void {
  for (const m of text.matchAll(VAR_REF)) into.add(m[1]!);
}

/** Documents with `markup` in #root, one per colour scheme the theme's script may set. */
function documentsOf(markup: string) {
  return (['light', 'dark'] as const).map((scheme) => {
    const window = new Window();
    const { document } = window;
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    return { window, document };
  });
}

/**
 * The rules of `css` (a built stylesheet) that `markup` (a page's first paint, inside #root) needs
 * to look as it will: the rules with a selector that matches an element of the page (html, body,
 * the markup) in either colour scheme, inside their @media/@container; the custom properties that
 * those rules and the markup's inline styles reference, transitively; the @keyframes they name.
 * Selectors for hover, focus and active states are dropped; so is every other declaration of a
 * custom property. Computed from the stylesheet itself, so a new Mantine version is followed as is.
 */
export function criticalCss(css: string, markup: string): string {
  const root = postcss.parse(css);
  const docs = documentsOf(markup);
  const matches = (selector: string): boolean => {
    if (INTERACTIVE.test(selector) || /:host\b/.test(selector)) return false;
    const element = selector.replace(PSEUDO_ELEMENT, '').trim() || '*';
    return docs.some(({ document }) => {
      try {
        return document.querySelector(element) !== null;
      } catch {
        // a selector the matcher cannot read: kept, rather than a first paint that looks wrong
        return true;
      }
    });
  };
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter(matches);
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });

  const needed = new Set<string>();
  varRefs(markup, needed);
  const customs = new Map<string, Declaration[]>();
  const animations = new Set<string>();
  root.walkDecls((decl) => {
    if (
      decl.parent?.parent?.type === 'atrule' &&
      /keyframes$/.test((decl.parent.parent as { name: string }).name)
    )
      return;
    if (decl.prop.startsWith('--')) customs.set(decl.prop, [...(customs.get(decl.prop) ?? []), decl]);
    else varRefs(decl.value, needed);
    if (ANIMATION.test(decl.prop)) for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  // the custom properties the needed ones are made of, and so on
  const queue = [...needed];
  while (queue.length) {
    for (const decl of customs.get(queue.pop()!) ?? []) {
      const refs = new Set<string>();
      varRefs(decl.value, refs);
      for (const ref of refs)
        if (!needed.has(ref)) {
          needed.add(ref);
          queue.push(ref);
        }
    }
  }
  for (const [prop, decls] of customs) if (!needed.has(prop)) for (const decl of decls) decl.remove();
  root.walkAtRules(/keyframes$/, (at) => {
    if (!animations.has(at.params)) at.remove();
  });
  removeEmpty(root);
  for (const { window } of docs) void window.happyDOM.close();
  return root.toString().trim();
}

function removeEmpty(container: Container): void {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'rule' || node.type === 'atrule') {
      if (node.nodes) removeEmpty(node);
      if (node.nodes && node.nodes.length === 0) node.remove();
    }
  }
}

/**
 * Writes dist/critical-css.json: for each page with a first paint in the HTML (`firstPaints`, by
 * route path), the part of index.html's stylesheet that the first paint needs. The server inlines
 * it and loads the full stylesheet without holding up that paint (server/src/platform/web/spa-first-paint.ts).
 */
export function criticalCssFile(firstPaints: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'buildwire-critical-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('critical CSS: index.html is not in the bundle');
      const href = /<link rel="stylesheet"[^>]*href="[^"]*?\/(assets\/[^"]+\.css)"/.exec(
        String(html.source),
      )?.[1];
      const sheet = href ? bundle[href] : undefined;
      if (sheet?.type !== 'asset') this.error('critical CSS: index.html names no stylesheet of this build');
      const css = String(sheet.source);
      const pages = Object.fromEntries(
        Object.entries(firstPaints).map(([page, markup]) => [page, criticalCss(css, markup)]),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'critical-css.json',
        source: `${JSON.stringify(pages, null, 2)}\n`,
      });
    },
  };
}
