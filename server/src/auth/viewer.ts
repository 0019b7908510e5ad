import { AppError } from '../app/errors.js';
import type { Context } from '../app/context.js';
import type { Member } from '../member/member.entity.js';

/** The signed-in member; `@auth` has already refused anonymous callers, this narrows the type. */
export function viewerOf(ctx: Context): Member {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return ctx.viewer;
}
