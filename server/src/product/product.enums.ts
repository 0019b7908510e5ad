import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ProductCategory = graphqlEnum(
  'ProductCategory',
  {
    CEMENT: 'Cement and concrete products.',
    STEEL: 'Reinforcement bars, rods and structural steel.',
    BRICKS_BLOCKS: 'Bricks and blocks.',
    SAND_AGGREGATE: 'Sand, gravel and other aggregates.',
    TIMBER: 'Timber and wood.',
    ROOFING: 'Roofing sheets, tiles and accessories.',
    TILES: 'Floor and wall tiles.',
    PAINT: 'Paints and coatings.',
    PLUMBING: 'Pipes, fittings and sanitary ware.',
    ELECTRICAL: 'Cables, fittings and electrical supplies.',
    OTHER: 'Anything else.',
  },
  'A building-materials category of the catalogue.',
);
export type ProductCategory = EnumValue<typeof ProductCategory>;

export const ProductOrder = graphqlEnum(
  'ProductOrder',
  {
    NEWEST: 'Newest product first.',
    PRICE_ASC:
      'Cheapest first, by amount (currencies are not converted: filter by `currency` to compare like with like).',
    PRICE_DESC:
      'Dearest first, by amount (currencies are not converted: filter by `currency` to compare like with like).',
  },
  'The order of the catalogue: newest first (the default), or by price.',
);
export type ProductOrder = EnumValue<typeof ProductOrder>;
