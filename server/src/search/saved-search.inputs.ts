import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IdField } from '../common/ids.js';
import { LABEL_MAX } from '../common/geo.js';
import { WireboardFilter } from '../wire/wire.inputs.js';
import { SavedSearchFrequency } from './saved-search.enums.js';

export const SAVED_SEARCH_LIMITS = { name: 80, perAccount: 20 } as const;

/** The radius a search named by a place alone gets (the board's default). */
export const DEFAULT_RADIUS_KM = 25;

@InputType('SavedSearchFilterInput', {
  description:
    "The wireboard's filter (as `wireboard(filter)`), plus the name of the place it is centred on.",
})
export class SavedSearchFilterInput extends WireboardFilter {
  @Field(() => String, {
    nullable: true,
    description: `The place \`near\` is centred on, as the board shows it ("Ikeja, Nigeria"; at most ${LABEL_MAX} characters). Without \`near\`, it names a town or city of \`places\`, and the search covers ${DEFAULT_RADIUS_KM} km around it (an unknown name is BAD_USER_INPUT).`,
  })
  @IsOptional()
  @MaxLength(LABEL_MAX, { message: `At most ${LABEL_MAX} characters.` })
  place?: string | null;
}

@InputType('SaveSearchInput', { description: 'A saved search to create, or (with `id`) to change.' })
export class SaveSearchInput {
  @IdField('One of my saved searches to change; omit to create one.', { nullable: true })
  @IsOptional()
  id?: string | null;

  @Field(() => String, { description: `What to call it: 1..${SAVED_SEARCH_LIMITS.name} characters.` })
  @MaxLength(SAVED_SEARCH_LIMITS.name, { message: `At most ${SAVED_SEARCH_LIMITS.name} characters.` })
  name!: string;

  @Field(() => SavedSearchFrequency, { description: 'How often to hear of new matching wires.' })
  frequency!: SavedSearchFrequency;

  @Field(() => SavedSearchFilterInput, {
    description: 'Which wires it matches (an empty filter: every wire).',
  })
  filter!: SavedSearchFilterInput;
}
