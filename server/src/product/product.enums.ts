import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const ProductCategory = graphqlEnum(
  'ProductCategory',
  [
    'CEMENT',
    'STEEL',
    'BRICKS_BLOCKS',
    'SAND_AGGREGATE',
    'TIMBER',
    'ROOFING',
    'TILES',
    'PAINT',
    'PLUMBING',
    'ELECTRICAL',
    'OTHER',
  ],
  'A building-materials category of the catalogue.',
);
export type ProductCategory = EnumValue<typeof ProductCategory>;

export const ProductOrder = graphqlEnum(
  'ProductOrder',
  ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'],
  'The order of the catalogue: newest first (the default), or by price.',
);
export type ProductOrder = EnumValue<typeof ProductOrder>;
