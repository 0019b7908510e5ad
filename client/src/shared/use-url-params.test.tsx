import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useUrlParams, withParam } from './use-url-params';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/admin/community?role=PARTNER']}>{children}</MemoryRouter>;
}

describe('useUrlParams', () => {
  it('starts each change from the one written before, though the location has not rendered it yet', () => {
    const { result } = renderHook(() => ({ url: useUrlParams(), location: useLocation() }), { wrapper });
    act(() => {
      const [, write] = result.current.url;
      // two changes before any render in between (a search, then a sort)
      write((latest) => withParam(latest, 'q', 'cement'), { replace: true });
      write((latest) => withParam(latest, 'order', 'NAME'), { replace: true });
    });
    expect(result.current.location.search).toBe('?role=PARTNER&q=cement&order=NAME');
    expect(result.current.url[0].get('q')).toBe('cement');
  });

  it('follows a navigation made elsewhere (Back, a link) before the next change', () => {
    const { result } = renderHook(
      () => ({ url: useUrlParams(), location: useLocation(), navigate: useNavigate() }),
      { wrapper },
    );
    act(() => result.current.url[1]((latest) => withParam(latest, 'q', 'cement')));
    expect(result.current.location.search).toBe('?role=PARTNER&q=cement');
    // a link to another view of the same page
    act(() => void result.current.navigate('/admin/community?status=SUSPENDED'));
    act(() => result.current.url[1]((latest) => withParam(latest, 'order', 'NAME')));
    expect(result.current.location.search).toBe('?status=SUSPENDED&order=NAME');
  });

  it('withParam sets a value and removes an empty one', () => {
    const params = new URLSearchParams('a=1&b=2');
    expect(withParam(params, 'a', '3').toString()).toBe('a=3&b=2');
    expect(withParam(params, 'b', '').toString()).toBe('a=1');
    expect(withParam(params, 'c', null).toString()).toBe('a=1&b=2');
    expect(params.toString()).toBe('a=1&b=2');
  });
});
