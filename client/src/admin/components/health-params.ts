import { useCallback, useMemo } from 'react';

import type { HealthPeriodInput } from '../../gql/graphql';
import { useUrlParams } from '../../shared/use-url-params';

export const PERIOD_DAYS = [7, 30, 90] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard's period, kept in the URL (`?days=7`, or `?from=…&to=…`); 30 days by default. */
export type HealthPeriodState = { days: number | null; from: string; to: string };

export function parsePeriod(params: URLSearchParams): HealthPeriodState {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to)) return { days: null, from, to };
  const days = Number(params.get('days'));
  return { days: PERIOD_DAYS.find((d) => d === days) ?? 30, from: '', to: '' };
}

export function periodInput(state: HealthPeriodState): HealthPeriodInput {
  return state.days ? { days: state.days } : { from: state.from, to: state.to };
}

export function useHealthPeriod(): [HealthPeriodState, (next: HealthPeriodState) => void] {
  const [params, write] = useUrlParams();
  const state = useMemo(() => parsePeriod(params), [params]);
  const set = useCallback(
    (next: HealthPeriodState) =>
      write((latest) => {
        const out = new URLSearchParams(latest);
        for (const name of ['days', 'from', 'to']) out.delete(name);
        if (next.days) {
          if (next.days !== 30) out.set('days', String(next.days));
        } else {
          out.set('from', next.from);
          out.set('to', next.to);
        }
        return out;
      }),
    [write],
  );
  return [state, set];
}
