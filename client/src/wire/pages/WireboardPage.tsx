import { NotYetAvailable } from '../../app/components/NotYetAvailable';

export function WireboardPage() {
  return (
    <NotYetAvailable
      title="Wireboard"
      willDo="Every open wire for property and building materials, newest first and live: filter by kind, text, a place and distance, and budget, and scroll for more. New wires will appear here without a reload."
    />
  );
}
