import { expect, type Locator } from '@playwright/test';

/** The search input of the LocationPicker labelled `label` inside `scope`. */
export function placeInput(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
}

/** Searches the gazetteer in a LocationPicker and chooses the option starting with `option`. */
export async function pickPlace(
  scope: Locator,
  label: string,
  search: string,
  option: string,
): Promise<void> {
  const input = placeInput(scope, label);
  await input.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
  await expect(input).toHaveValue(option);
}

/** The advanced way: a place name and typed coordinates. */
export async function enterCoordinates(
  scope: Locator,
  label: string,
  place: { name: string; lat: string; lng: string },
): Promise<void> {
  await scope.getByRole('button', { name: 'Enter coordinates' }).click();
  await scope.getByLabel('Place name').fill(place.name);
  await scope.getByLabel('Latitude').fill(place.lat);
  await scope.getByLabel('Longitude').fill(place.lng);
  await expect(placeInput(scope, label)).toHaveValue(place.name);
}
