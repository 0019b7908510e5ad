/** What every location input holds: a place's label and its point. */
export type PickedLocation = { label: string; lat: number; lng: number };

export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 500;

/** The picker's value from a form's three fields (a point is needed for a value). */
export function pickedFrom(
  label: string,
  lat: number | '' | null | undefined,
  lng: number | '' | null | undefined,
) {
  return typeof lat === 'number' && typeof lng === 'number' ? { label, lat, lng } : null;
}

/** The error of latitude / longitude, or null when both are in range. */
export function coordinateErrors(lat: number | '', lng: number | ''): { lat?: string; lng?: string } {
  const errors: { lat?: string; lng?: string } = {};
  if (lat === '' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    errors.lat = 'Latitude is between −90 and 90.';
  if (lng === '' || !Number.isFinite(lng) || lng < -180 || lng > 180) {
    errors.lng = 'Longitude is between −180 and 180.';
  }
  return errors;
}

/** A radius the API accepts (SPEC: 1 to 500 km), or the sentence saying why not. */
export function radiusError(radiusKm: number | ''): string | undefined {
  if (radiusKm === '' || !(radiusKm >= RADIUS_MIN_KM && radiusKm <= RADIUS_MAX_KM)) {
    return `Choose a radius of ${RADIUS_MIN_KM} to ${RADIUS_MAX_KM} km.`;
  }
  return undefined;
}
