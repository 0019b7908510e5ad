import { graphqlEnum, type EnumValue } from './graphql-enum.js';

/** Account roles; a GraphQL enum so that `@auth(requires: [...])` is checked by the schema. */
export const Role = graphqlEnum(
  'Role',
  {
    MEMBER: 'A buyer: posts wires, reads the responses to them, accepts or declines.',
    PARTNER: 'A seller business: answers wires with responses, keeps a catalogue and property listings.',
    ADMIN: 'Runs the marketplace: members, partners and every wire.',
  },
  'What an account may do.',
);
export type Role = EnumValue<typeof Role>;
