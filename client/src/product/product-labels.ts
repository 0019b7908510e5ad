import type { ProductCategory } from '../gql/enums';

export const categoryLabels: Record<ProductCategory, string> = {
  CEMENT: 'Cement',
  STEEL: 'Steel',
  BRICKS_BLOCKS: 'Bricks and blocks',
  SAND_AGGREGATE: 'Sand and aggregate',
  TIMBER: 'Timber',
  ROOFING: 'Roofing',
  TILES: 'Tiles',
  PAINT: 'Paint',
  PLUMBING: 'Plumbing',
  ELECTRICAL: 'Electrical',
  OTHER: 'Other',
};

/** The categories as Select options, in the schema's order. */
export const categoryOptions = (Object.keys(categoryLabels) as ProductCategory[]).map((value) => ({
  value,
  label: categoryLabels[value],
}));
