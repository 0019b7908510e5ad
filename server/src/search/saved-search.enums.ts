import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const SavedSearchFrequency = graphqlEnum(
  'SavedSearchFrequency',
  {
    INSTANT: 'An alert (in the app and by email) as soon as a matching wire is posted.',
    DAILY: 'One email a day listing the new matching wires of all my daily searches.',
    OFF: 'No alerts; the search is kept to open the board with it.',
  },
  'How often a saved search tells me of new matching wires.',
);
export type SavedSearchFrequency = EnumValue<typeof SavedSearchFrequency>;
