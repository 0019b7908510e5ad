import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  CloseButton,
  Combobox,
  Group,
  Loader,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';

import { NearestPlaceDocument } from '../../gql/graphql';
import { usePlacesQuery } from '../../gql/hooks';
import { CoordinatesFields } from './CoordinatesFields';
import { RADIUS_MAX_KM, RADIUS_MIN_KM, radiusError, type PickedLocation } from './location-value';

/** The map and its world atlas load with the first picker that shows a place, not with the page. */
const LocationMap = lazy(() => import('./LocationMap').then((module) => ({ default: module.LocationMap })));

type LocationPickerProps = {
  label: string;
  description?: string;
  value: PickedLocation | null;
  onChange: (value: PickedLocation | null) => void;
  /** The form's error for this location (shown at the search input). */
  error?: ReactNode;
  required?: boolean;
  /** With `onRadiusChange`, the picker also asks for a radius (1 to 500 km) and draws it. */
  radiusKm?: number | '';
  onRadiusChange?: (radiusKm: number | '') => void;
  radiusLabel?: string;
  radiusError?: ReactNode;
  /** Whether to draw the chosen place on a small map (default: yes). */
  withMap?: boolean;
};

const SEARCH_DELAY_MS = 200;
const SEARCH_MAX = 100;

/** Geolocation gives far more digits than anyone needs (6 decimals ≈ 10 cm). */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 });
  });
}

/**
 * The one location input of the app: search a town from the app's gazetteer, "use my location"
 * (named after the nearest town), or, as an advanced option, type coordinates; the chosen place
 * (and radius) shows on a small map drawn from bundled data.
 */
export function LocationPicker({
  label,
  description = 'Type a town or city and choose it from the list.',
  value,
  onChange,
  error,
  required,
  radiusKm,
  onRadiusChange,
  radiusLabel = 'Radius (km)',
  radiusError: radiusErrorProp,
  withMap = true,
}: LocationPickerProps) {
  const client = useApolloClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.label ?? '');
  const [advanced, setAdvanced] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string>();
  const coordinatesId = useId();

  // the input shows the chosen place; a draft restored or another control's choice replaces it
  const [shownLabel, setShownLabel] = useState(value?.label);
  if (shownLabel !== value?.label) {
    setShownLabel(value?.label);
    setText(value?.label ?? '');
  }

  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = search.length > 0 && search.length <= SEARCH_MAX && search !== value?.label;
  const { data, loading } = usePlacesQuery({
    variables: { search, first: 8 },
    skip: !searching,
  });
  const places = searching ? (data?.places ?? []) : [];

  useEffect(() => {
    if (places.length > 0) combobox.selectFirstOption();
    // only when new results arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const choose = (place: PickedLocation) => {
    onChange({ label: place.label, lat: place.lat, lng: place.lng });
    setText(place.label);
    setLocateError(undefined);
    combobox.closeDropdown();
  };

  const locateMe = async () => {
    setLocating(true);
    setLocateError(undefined);
    try {
      const position = await currentPosition();
      const lat = round6(position.coords.latitude);
      const lng = round6(position.coords.longitude);
      const result = await client.query({ query: NearestPlaceDocument, variables: { lat, lng } });
      const nearest = result.data?.nearestPlace;
      choose({ label: nearest ? `Near ${nearest.label}` : `${lat}, ${lng}`, lat, lng });
    } catch {
      setLocateError('Your location is not available here. Allow location access, or search a place.');
    } finally {
      setLocating(false);
    }
  };

  const withRadius = onRadiusChange !== undefined;
  const radiusProblem = withRadius ? radiusErrorProp : undefined;
  // the map redraws at low priority: typing coordinates or a radius stays responsive
  const drawnLocation = useDeferredValue(value);
  const drawnRadius = useDeferredValue(
    withRadius && radiusKm !== undefined && !radiusError(radiusKm) ? Number(radiusKm) : null,
  );

  const options = places.map((place) => (
    <Combobox.Option value={place.id} key={place.id}>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={14} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" truncate>
          {place.name}
          <Text span size="sm" c="dimmed">
            {/* "Yaba, Lagos, Nigeria": the label ("Yaba, Lagos") and its country when it does not say it */}
            {`${place.label.slice(place.name.length)}${place.label.endsWith(place.country) ? '' : `, ${place.country}`}`}
          </Text>
        </Text>
      </Group>
    </Combobox.Option>
  ));

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const place = places.find((candidate) => candidate.id === id);
          if (place) choose(place);
        }}
      >
        <Combobox.Target>
          <TextInput
            label={label}
            description={description}
            placeholder="e.g. Ikeja"
            required={required}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            value={text}
            error={error}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            rightSection={
              loading && searching ? (
                <Loader size={14} aria-label="Searching places" />
              ) : value ? (
                <CloseButton
                  size="sm"
                  aria-label={`Clear ${label.toLowerCase()}`}
                  onClick={() => {
                    onChange(null);
                    setText('');
                  }}
                />
              ) : null
            }
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              // leaving the field without choosing keeps the place chosen before
              if (value) setText(value.label);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!searching}>
          <Combobox.Options aria-label={`Places matching ${search}`}>
            {options.length > 0 ? (
              options
            ) : (
              <Combobox.Empty>
                {loading
                  ? 'Searching…'
                  : `No town starts with “${search}”. Check the spelling, or enter coordinates.`}
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {withRadius && (
        <NumberInput
          label={radiusLabel}
          description={`${RADIUS_MIN_KM} to ${RADIUS_MAX_KM} km around the place.`}
          min={RADIUS_MIN_KM}
          max={RADIUS_MAX_KM}
          allowDecimal={false}
          clampBehavior="none"
          required={required}
          value={radiusKm ?? ''}
          onChange={(next) =>
            onRadiusChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))
          }
          error={radiusProblem}
        />
      )}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCurrentLocation size={14} aria-hidden="true" />}
          loading={locating}
          onClick={() => void locateMe()}
        >
          Use my location
        </Button>
        <Button
          variant="subtle"
          size="xs"
          aria-expanded={advanced}
          aria-controls={coordinatesId}
          onClick={() => setAdvanced((open) => !open)}
        >
          {advanced ? 'Hide coordinates' : 'Enter coordinates'}
        </Button>
      </Group>
      {locateError && (
        <Text size="sm" c="red" role="alert">
          {locateError}
        </Text>
      )}
      <div id={coordinatesId} hidden={!advanced}>
        {advanced && <CoordinatesFields of={label} initial={value} onChange={onChange} />}
      </div>
      {withMap && drawnLocation && (
        <Suspense fallback={<Skeleton height={160} radius="sm" />}>
          <LocationMap location={drawnLocation} radiusKm={drawnRadius} />
        </Suspense>
      )}
    </Stack>
  );
}
