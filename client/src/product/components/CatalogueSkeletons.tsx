import { ImageCardSkeletons } from '../../shared/components/ImageCardSkeletons';

const LINES = [
  { height: 16, width: '80%' },
  { height: 20, width: '50%' },
  { height: 14, width: '60%' },
  { height: 34 },
];

/** Placeholder cards while the catalogue loads. */
export function CatalogueSkeletons({ count = 6 }: { count?: number }) {
  return <ImageCardSkeletons count={count} imageHeight={160} lines={LINES} />;
}
