import type { MemberFieldsFragment, Role } from '../gql/graphql';
import { useMeQuery } from '../gql/hooks';

export type Viewer = MemberFieldsFragment;

export type ViewerState = { viewer: Viewer | null; loading: boolean };

/** The signed-in account (null for visitors), read through the cached `me` query. */
export function useViewer(): ViewerState {
  const { data, loading } = useMeQuery();
  return { viewer: data?.me ?? null, loading: loading && !data };
}

export function hasRole(viewer: Viewer | null, ...roles: Role[]): boolean {
  return viewer !== null && roles.includes(viewer.role);
}

export function viewerName(viewer: Viewer): string {
  return viewer.displayName?.trim() || viewer.email;
}
