import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';

import { NavigateHandle, testRouter } from '../test/render';
import { ScrollRestoration } from './scroll-restoration';

function userScrollsTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <NavigateHandle />
      <p id="part">a part of the page</p>
    </MemoryRouter>,
  );

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('goes to the top on a new page and back to where a page was left on back and forward', async () => {
    renderAt('/wireboard');
    expect(window.history.scrollRestoration).toBe('manual');
    userScrollsTo(900);

    await act(() => testRouter.navigate('/wires/details?id=1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrollsTo(150);

    await act(() => testRouter.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    await act(() => testRouter.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 150);
  });

  it('goes to the element a hash names instead of the top', async () => {
    renderAt('/');
    const scrollIntoView = vi.fn();
    document.getElementById('part')!.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    await act(() => testRouter.navigate('/faqs#part'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions in sessionStorage when the page is hidden, for a reload', () => {
    const { unmount } = renderAt('/');
    userScrollsTo(420);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(window.sessionStorage.getItem('react-router-scroll-positions')!) as Record<
      string,
      number
    >;
    expect(Object.values(kept)).toContain(420);
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
