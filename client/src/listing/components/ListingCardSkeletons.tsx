import { ImageCardSkeletons } from '../../shared/components/ImageCardSkeletons';

const LINES = [
  { height: 16, width: '80%' },
  { height: 14, width: '40%' },
  { height: 12, width: '60%' },
];

/** Placeholders in the shape of listing cards while the list loads. */
export function ListingCardSkeletons({ count = 3 }: { count?: number }) {
  return <ImageCardSkeletons count={count} imageHeight={180} lines={LINES} />;
}
