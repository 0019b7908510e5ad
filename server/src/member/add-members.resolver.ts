import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import type { AddMembersService } from './add-members.service.js';
import { AddMemberInput, AddMembersResult } from './add-members.types.js';
import { MAX_ADDED_AT_ONCE } from './add-members.service.js';
import { MaxItems } from '../common/list-limits.js';

@Resolver()
export class AddMembersResolver {
  constructor(private readonly addMembersService: AddMembersService) {}

  @Auth(Role.ADMIN)
  @Mutation(() => AddMembersResult, {
    description:
      'Adds accounts (no password) and emails each a sign-in link; bad lines are reported per line while the good ones are added.',
  })
  @MaxItems({ input: MAX_ADDED_AT_ONCE })
  addMembers(
    @Arg('input', () => [AddMemberInput], {
      description: 'One line per person to add (at least one); each is added, or refused, on its own.',
    })
    input: AddMemberInput[],
    @Ctx() ctx: Context,
  ): Promise<AddMembersResult> {
    return this.addMembersService.addMembers(ctx.actor, input);
  }
}
