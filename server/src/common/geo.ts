import { Embeddable, Property } from '@mikro-orm/core';
import { IsLatitude, IsLongitude, IsOptional, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, Float, InputType, ObjectType } from 'type-graphql';

export const LABEL_MAX = 200;
export const LAT_MESSAGE = 'Latitude must be between -90 and 90.';
export const LNG_MESSAGE = 'Longitude must be between -180 and 180.';

/** A labelled place; the point is optional on a profile (a wire's location requires it). */
@Embeddable()
@ObjectType('Location', {
  description: 'A labelled place, with its point when known.',
})
export class GeoLocation {
  @Field(() => String, {
    description: 'The place as people name it, such as "Lekki, Lagos" (at most 200 characters).',
  })
  @Property({ type: 'text' })
  label!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude in degrees (−90..90); null when no point was given.',
  })
  @Property({ type: 'double', nullable: true })
  lat?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Longitude in degrees (−180..180); null when no point was given.',
  })
  @Property({ type: 'double', nullable: true })
  lng?: number | null;
}

@ObjectType('GeoPoint', {
  description: 'A labelled place with its point (latitude and longitude in degrees).',
})
export class GeoPoint {
  @Field(() => String, { description: 'The place as people name it (at most 200 characters).' })
  label!: string;
  @Field(() => Float, { description: 'Latitude in degrees (−90..90).' }) lat!: number;
  @Field(() => Float, { description: 'Longitude in degrees (−180..180).' }) lng!: number;
}

@InputType({ description: 'A labelled place; latitude −90..90, longitude −180..180.' })
export class LocationInput {
  @Field(() => String, { description: 'The place as people name it: 1..200 characters.' })
  @MinLength(1, { message: 'Enter a place name.' })
  @MaxLength(LABEL_MAX, { message: `At most ${LABEL_MAX} characters.` })
  label!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude in degrees (−90..90); omit when the point is unknown.',
  })
  @IsOptional()
  @IsLatitude({ message: LAT_MESSAGE })
  lat?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Longitude in degrees (−180..180); omit when the point is unknown.',
  })
  @IsOptional()
  @IsLongitude({ message: LNG_MESSAGE })
  lng?: number | null;
}

@InputType('GeoPointInput', { description: 'A labelled place with its point, both required.' })
export class GeoPointInput {
  @Field(() => String, { description: 'The place as people name it: 1..200 characters.' })
  @MinLength(1, { message: 'Enter a place name.' })
  @MaxLength(LABEL_MAX, { message: `At most ${LABEL_MAX} characters.` })
  label!: string;

  @Field(() => Float, { description: 'Latitude in degrees (−90..90).' })
  @IsLatitude({ message: LAT_MESSAGE })
  lat!: number;

  @Field(() => Float, { description: 'Longitude in degrees (−180..180).' })
  @IsLongitude({ message: LNG_MESSAGE })
  lng!: number;
}

@InputType('NearInput', { description: 'A circle on the map: a centre point and a radius in km.' })
export class NearInput {
  @Field(() => Float, { description: 'Latitude of the centre in degrees (−90..90).' })
  @IsLatitude({ message: LAT_MESSAGE })
  lat!: number;

  @Field(() => Float, { description: 'Longitude of the centre in degrees (−180..180).' })
  @IsLongitude({ message: LNG_MESSAGE })
  lng!: number;

  @Field(() => Float, { description: 'The radius in km, 1..500.' })
  @Min(1, { message: 'The radius is at least 1 km.' })
  @Max(500, { message: 'The radius is at most 500 km.' })
  radiusKm!: number;
}

/** earthdistance's `earth()`: the sphere's radius in metres. */
const EARTH_M = 6378168;
const RADIANS = Math.PI / 180;

/** `ll_to_earth(lat, lng)`: the point on the sphere as cube coordinates. */
function toCube(lat: number, lng: number): [number, number, number] {
  const la = lat * RADIANS;
  const ln = lng * RADIANS;
  return [
    EARTH_M * Math.cos(la) * Math.cos(ln),
    EARTH_M * Math.cos(la) * Math.sin(ln),
    EARTH_M * Math.sin(la),
  ];
}

/** `earth_distance(ll_to_earth(a), ll_to_earth(b))`: great-circle metres through the chord, as SQL does. */
export function earthDistanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = toCube(lat1, lng1);
  const b = toCube(lat2, lng2);
  const chord = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  if (chord / (2 * EARTH_M) > 1) return Math.PI * EARTH_M;
  return 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

/** Whether a point lies within `meters` of another (earthdistance's own formula). */
export function isWithin(
  point: { lat: number; lng: number },
  lat: number,
  lng: number,
  meters: number,
): boolean {
  return earthDistanceM(lat, lng, point.lat, point.lng) <= meters;
}

/**
 * SQL: the row `alias`'s (lat, lng) is within `meters` of a point: the GiST index on
 * `ll_to_earth(lat, lng)` finds the box, the distance trims its corners. Takes six parameters:
 * lat, lng, meters, lat, lng, meters.
 */
export function nearSql(alias: string, cast = ''): string {
  const p = `?${cast}`;
  return (
    `earth_box(ll_to_earth(${p}, ${p}), ${p}) @> ll_to_earth(${alias}.lat, ${alias}.lng)` +
    ` and earth_distance(ll_to_earth(${p}, ${p}), ll_to_earth(${alias}.lat, ${alias}.lng)) <= ${p}`
  );
}

export function nearParams(lat: number, lng: number, meters: number): number[] {
  return [lat, lng, meters, lat, lng, meters];
}
