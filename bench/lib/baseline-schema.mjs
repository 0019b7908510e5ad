// The graphql-js types both baselines share (bench/bare-server.mjs and bench/plain-ws-child.mjs):
// the client's wire card (WireCardFields) resolved from a raw `wire` row.
import {
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql';

export const nn = (type) => new GraphQLNonNull(type);

export const GeoPoint = new GraphQLObjectType({
  name: 'GeoPoint',
  fields: {
    label: { type: nn(GraphQLString) },
    lat: { type: nn(GraphQLFloat) },
    lng: { type: nn(GraphQLFloat) },
  },
});

export const Budget = new GraphQLObjectType({
  name: 'Budget',
  fields: {
    min: { type: GraphQLString },
    max: { type: GraphQLString },
    currency: { type: nn(GraphQLString) },
  },
});

/** A wire from a `select * from wire` row (snake_case columns). */
export const Wire = new GraphQLObjectType({
  name: 'Wire',
  fields: {
    id: { type: nn(GraphQLID) },
    kind: { type: nn(GraphQLString) },
    title: { type: nn(GraphQLString) },
    status: { type: nn(GraphQLString) },
    location: {
      type: nn(GeoPoint),
      resolve: (row) => ({ label: row.location_label, lat: row.lat, lng: row.lng }),
    },
    budget: {
      type: Budget,
      resolve: (row) =>
        row.budget_min == null && row.budget_max == null
          ? null
          : { min: row.budget_min, max: row.budget_max, currency: row.currency ?? 'NGN' },
    },
    neededBy: { type: GraphQLString, resolve: (row) => row.needed_by?.toISOString() ?? null },
    createdAt: { type: nn(GraphQLString), resolve: (row) => row.created_at.toISOString() },
    responseCount: { type: nn(GraphQLInt), resolve: (row) => row.response_count },
  },
});
