import { geoAzimuthalEqualArea, geoBounds, geoCircle, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-50m.json';

import type { PickedLocation } from './location-value';

type LocationMapProps = { location: PickedLocation; radiusKm?: number | null };

const WIDTH = 400;
const HEIGHT = 200;
const KM_PER_DEGREE = 111.195;
/** The least the map shows around the point, so a country's shape gives the place a context. */
const MIN_VIEW_KM = 150;

/** Sea, land and borders for each colour scheme (the theme's blue-light is too faint in the dark). */
const COLOURS = {
  light: { sea: '#d0e6f7', land: '#ffffff', border: '#868e96' },
  dark: { sea: '#17324d', land: '#2e2e2e', border: '#909296' },
};

const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
const countries = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry>).features.map(
  (country, index) => ({ key: `${index}`, country, bounds: geoBounds(country) }),
);

/** Whether a country's box may reach the view (a box across the antimeridian always may). */
function mayShow(bounds: [[number, number], [number, number]], view: [[number, number], [number, number]]) {
  const [[west, south], [east, north]] = bounds;
  if (north < view[0][1] || south > view[1][1]) return false;
  if (west > east || view[0][0] < -180 || view[1][0] > 180) return true;
  return !(east < view[0][0] || west > view[1][0]);
}

/**
 * The countries around a place, its marker and, when given, the radius it serves: drawn from
 * the bundled world atlas (no tiles, nothing fetched). Colours follow the colour scheme.
 */
export function LocationMap({ location, radiusKm }: LocationMapProps) {
  const { lat, lng } = location;
  const colours = COLOURS[useComputedColorScheme('light')];
  const drawing = useMemo(() => {
    const viewKm = Math.max(MIN_VIEW_KM, (radiusKm ?? 0) * 1.4);
    const view = geoCircle()
      .center([lng, lat])
      .radius(viewKm / KM_PER_DEGREE)();
    const projection = geoAzimuthalEqualArea()
      .rotate([-lng, -lat])
      .clipAngle(90)
      .fitExtent(
        [
          [4, 4],
          [WIDTH - 4, HEIGHT - 4],
        ],
        view,
      );
    const path = geoPath(projection);
    const degrees = viewKm / KM_PER_DEGREE;
    const lngSpan =
      degrees / Math.max(Math.cos((Math.min(Math.abs(lat) + degrees, 89) * Math.PI) / 180), 0.01);
    const box: [[number, number], [number, number]] = [
      [lng - lngSpan * 2, lat - degrees * 2],
      [lng + lngSpan * 2, lat + degrees * 2],
    ];
    const circle = radiusKm
      ? path(
          geoCircle()
            .center([lng, lat])
            .radius(radiusKm / KM_PER_DEGREE)(),
        )
      : null;
    return {
      land: countries
        .filter(({ bounds }) => mayShow(bounds, box))
        .map(({ key, country }) => ({ key, d: path(country) })),
      circle,
      point: projection([lng, lat]) ?? [WIDTH / 2, HEIGHT / 2],
    };
  }, [lat, lng, radiusKm]);

  const title = radiusKm ? `Map: ${location.label}, ${radiusKm} km around it` : `Map: ${location.label}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={title}
      style={{
        display: 'block',
        maxWidth: 480,
        borderRadius: 'var(--mantine-radius-sm)',
        background: colours.sea,
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <title>{title}</title>
      <g fill={colours.land} stroke={colours.border} strokeWidth={0.6}>
        {drawing.land.map(({ key, d }) => (d ? <path key={key} d={d} /> : null))}
      </g>
      {drawing.circle && (
        <path
          d={drawing.circle}
          fill="var(--mantine-color-blue-filled)"
          fillOpacity={0.15}
          stroke="var(--mantine-color-blue-filled)"
          strokeWidth={1.5}
        />
      )}
      <circle
        cx={drawing.point[0]}
        cy={drawing.point[1]}
        r={6}
        fill="var(--mantine-color-red-filled)"
        stroke="var(--mantine-color-white)"
        strokeWidth={2}
      />
    </svg>
  );
}
