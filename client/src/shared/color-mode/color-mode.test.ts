import { describe, expect, it, vi } from 'vitest';

import indexHtml from '../../../index.html?raw';

import { colorModeStorageKey, readColorMode, resolveColorMode, writeColorMode } from './color-mode';

function inlineScripts(): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

describe('colour mode store', () => {
  it('defaults to system and keeps what is written', () => {
    expect(readColorMode()).toBe('auto');
    writeColorMode('dark');
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(readColorMode()).toBe('dark');
    writeColorMode('light');
    expect(readColorMode()).toBe('light');
  });

  it('ignores garbage in storage', () => {
    window.localStorage.setItem(colorModeStorageKey, 'purple');
    expect(readColorMode()).toBe('auto');
  });

  it('resolves system to the preferred scheme', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('is applied before first paint by exactly one inline script in index.html, with the same key', () => {
    // the other inline script is the load-failure notice
    const scripts = inlineScripts().filter((script) => script.includes('color-scheme'));
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script).toContain(`'${colorModeStorageKey}'`);

    writeColorMode('dark');
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    new Function(script)();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    writeColorMode('light');
    new Function(script)();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});

describe('forced colour mode', () => {
  it('forces light or dark while a page asks, and warns when asked to force the system mode', async () => {
    const { forceColorMode, getForcedColorMode } = await import('./color-mode');
    const warn = vi.fn();
    const lift = forceColorMode('dark', warn);
    expect(getForcedColorMode()).toBe('dark');
    lift();
    expect(getForcedColorMode()).toBeUndefined();
    forceColorMode('auto', warn)();
    expect(getForcedColorMode()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cannot be forced/));
  });
});
