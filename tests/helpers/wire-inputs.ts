/** Inputs of postWire that both the API tests and the browser journeys send (no server code here). */

/** A building-materials wire, one line, delivered. */
export type MaterialsWire = {
  title: string;
  location: { label: string; lat: number; lng: number };
  material: string;
  quantity: number;
  unit: string;
};

/** The PostWireInput of `wire`. */
export function materialsWireInput({ title, location, material, quantity, unit }: MaterialsWire) {
  return {
    kind: 'BUILDING_MATERIALS',
    title,
    location,
    materials: { lines: [{ material, quantity, unit }], deliveryNeeded: true },
  };
}
