/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": typeof types.DeleteAccountDocument,
    "query Me {\n  me {\n    ...MemberFields\n  }\n}": typeof types.MeDocument,
    "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}": typeof types.MemberFieldsFragmentDoc,
    "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}": typeof types.PasswordPolicyDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": typeof types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignUpDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": types.DeleteAccountDocument,
    "query Me {\n  me {\n    ...MemberFields\n  }\n}": types.MeDocument,
    "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}": types.MemberFieldsFragmentDoc,
    "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}": types.PasswordPolicyDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignUpDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}": types.UpdateProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"): (typeof documents)["mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...MemberFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}"): (typeof documents)["fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}"): (typeof documents)["query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere\n}"): (typeof documents)["mutation SignOutEverywhere {\n  signOutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;