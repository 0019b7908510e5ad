import { registerEnumType } from 'type-graphql';

/** Account roles; a GraphQL enum so that `@auth(requires: [...])` is checked by the schema. */
export enum Role {
  MEMBER = 'MEMBER',
  PARTNER = 'PARTNER',
  ADMIN = 'ADMIN',
}

registerEnumType(Role, { name: 'Role', description: 'What an account may do.' });
