import { graphqlEnum, type EnumValue } from './graphql-enum.js';

/** Account roles; a GraphQL enum so that `@auth(requires: [...])` is checked by the schema. */
export const Role = graphqlEnum('Role', ['MEMBER', 'PARTNER', 'ADMIN'], 'What an account may do.');
export type Role = EnumValue<typeof Role>;
