import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function BuildmatPage() {
  return (
    <NotYetAvailable
      title="Building materials"
      willDo="Browse the catalogue of approved partners by search and category, and post a building materials wire with lines of material, quantity and unit, a delivery location and a date."
    />
  );
}
