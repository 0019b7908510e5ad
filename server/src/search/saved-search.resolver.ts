import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { Auth } from '../auth/auth.directive.js';
import { ApiTokenScope } from '../common/api-token-scope.js';
import type { Context } from '../common/context.js';
import { Role } from '../common/role.js';
import { SavedSearch } from './saved-search.entity.js';
import { SaveSearchInput, SAVED_SEARCH_LIMITS } from './saved-search.inputs.js';
import { filterOf, type SavedSearchService } from './saved-search.service.js';
import { SavedSearchFilter } from './saved-search.types.js';

/** A buyer's or partner's saved wireboard searches (their alerts run on the job queue). */
@Resolver(() => SavedSearch)
export class SavedSearchResolver {
  constructor(private readonly searches: SavedSearchService) {}

  @Auth(Role.MEMBER, Role.PARTNER)
  @Query(() => [SavedSearch], { description: 'My saved searches, in the order I made them.' })
  savedSearches(@Ctx() ctx: Context): Promise<SavedSearch[]> {
    return this.searches.list(ctx.actor);
  }

  @Auth(Role.MEMBER, Role.PARTNER, { scopes: [ApiTokenScope.READ] })
  @Mutation(() => SavedSearch, {
    description: `Saves a wireboard filter under a name with how often to hear of new matching wires, or (with \`id\`) changes one of mine. The filter is checked as \`wireboard(filter)\` (and a budget's lowest not above its highest, a place name that exists): every problem at its field. At most ${SAVED_SEARCH_LIMITS.perAccount} per account (then CONFLICT).`,
  })
  saveSearch(
    @Arg('input', () => SaveSearchInput, { description: 'Its name, frequency and filter.' })
    input: SaveSearchInput,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return this.searches.save(ctx.actor, input);
  }

  @Auth(Role.MEMBER, Role.PARTNER, { scopes: [ApiTokenScope.READ] })
  @Mutation(() => ID, {
    description: 'Deletes one of my saved searches (NOT_FOUND when not mine); answers its id.',
  })
  deleteSavedSearch(@IdArg('id', 'The saved search.') id: string, @Ctx() ctx: Context): Promise<string> {
    return this.searches.delete(ctx.actor, id);
  }

  @FieldResolver(() => SavedSearchFilter, { description: 'Which wires it matches.' })
  filter(@Root() search: SavedSearch): SavedSearchFilter {
    return filterOf(search);
  }
}
