import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_M, MAX_GEO_CELLS, geoCellOf, geoCellsWithin, type Point } from "./geo-cells";
import { METERS_PER_MILE as MILE } from "./job-filters";

const DEGREES = 180 / Math.PI;

/** The point `meters` from `origin` along the surface, setting out on `bearing` (radians). */
function destination(origin: Point, meters: number, bearing: number): Point {
  const angle = meters / EARTH_RADIUS_M;
  const lat1 = origin.latitude / DEGREES;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    origin.longitude / DEGREES +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  // Back into -180..180, as stored coordinates are.
  const longitude = ((((lon2 * DEGREES + 180) % 360) + 360) % 360) - 180;
  return { latitude: lat2 * DEGREES, longitude };
}

// A seeded generator, so that a failure names a case that can be run again.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The search's own test: the straight line between ll_to_earth's points shorter than the distance's chord. */
function withinChord(origin: Point, point: Point, meters: number): boolean {
  const xyz = ({ latitude, longitude }: Point) => {
    const [lat, lon] = [latitude / DEGREES, longitude / DEGREES];
    return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)].map((c) => c * EARTH_RADIUS_M);
  };
  const [a, b] = [xyz(origin), xyz(point)];
  const straight = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  return straight < 2 * EARTH_RADIUS_M * Math.sin(meters / (2 * EARTH_RADIUS_M));
}

describe("geoCellOf", () => {
  it("numbers quarter-degree cells by row and column, the floor of each", () => {
    expect(geoCellOf({ latitude: 41.88, longitude: -87.63 })).toBe(167 * 10_000 - 351);
    expect(geoCellOf({ latitude: 41.75, longitude: -87.5 })).toBe(167 * 10_000 - 350);
    expect(geoCellOf({ latitude: -0.1, longitude: 0.1 })).toBe(-1 * 10_000 + 0);
    expect(geoCellOf({ latitude: 0, longitude: 180 })).toBe(720);
    expect(geoCellOf({ latitude: 0, longitude: -180 })).toBe(-720);
  });
});

describe("geoCellsWithin", () => {
  it("holds the cell of every point within the distance, wherever the origin is", () => {
    const next = random(14);
    const origins: Point[] = [
      { latitude: 41.93, longitude: -87.66 },
      { latitude: 0, longitude: 0 },
      { latitude: -33.87, longitude: 151.21 },
      // Beside the antimeridian, on either side, and a job's exact 180°.
      { latitude: 64.84, longitude: -179.95 },
      { latitude: -17.8, longitude: 179.9 },
      { latitude: 10, longitude: 180 },
      { latitude: 78.2, longitude: 15.6 },
      ...Array.from({ length: 40 }, () => ({ latitude: next() * 160 - 80, longitude: next() * 360 - 180 })),
    ];
    let checked = 0;
    for (const origin of origins) {
      for (const miles of [1, 5, 25, 60, 100, 200]) {
        const cells = geoCellsWithin(origin, miles * MILE);
        if (!cells) continue;
        const held = new Set(cells);
        for (let i = 0; i < 200; i++) {
          // Points spread over the disc, a fifth of them on its very edge.
          const reach = i % 5 === 0 ? 1 : Math.sqrt(next());
          const point = destination(origin, miles * MILE * reach, next() * 2 * Math.PI);
          if (!held.has(geoCellOf(point))) {
            throw new Error(`${miles} mi of ${JSON.stringify(origin)}: ${JSON.stringify(point)} is left out`);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40_000);
  });

  it("holds the circle's northernmost, southernmost and widest points, where a wrong bound would show first", () => {
    const next = random(23);
    const origins: Point[] = [
      ...Array.from({ length: 300 }, () => ({ latitude: next() * 176 - 88, longitude: next() * 360 - 180 })),
      // Origins whose extreme points fall just past a quarter-degree line.
      ...[0.25, 10, 41.75, 60.5, 84].map((line) => ({
        latitude: line - (25 * MILE * DEGREES) / EARTH_RADIUS_M,
        longitude: 7,
      })),
    ];
    let checked = 0;
    for (const origin of origins) {
      for (const miles of [0.5, 25, 100, 200]) {
        const meters = miles * MILE;
        const cells = geoCellsWithin(origin, meters);
        if (!cells) continue;
        const angle = (meters / EARTH_RADIUS_M) * (1 - 1e-12);
        const phi = origin.latitude / DEGREES;
        // Where the circle reaches furthest east and west: a latitude a little poleward of the origin's.
        const widestLatitude = Math.asin(Math.sin(phi) / Math.cos(angle)) * DEGREES;
        const widestLongitude = Math.asin(Math.sin(angle) / Math.cos(phi)) * DEGREES;
        const extremes: Point[] = [
          { latitude: origin.latitude + angle * DEGREES, longitude: origin.longitude },
          { latitude: origin.latitude - angle * DEGREES, longitude: origin.longitude },
          ...[1, -1].map((side) => ({
            latitude: widestLatitude,
            longitude: ((origin.longitude + side * widestLongitude + 540) % 360) - 180,
          })),
        ];
        for (const point of extremes) {
          // Only points the search lets in count; the cells must hold each of them.
          if (!withinChord(origin, point, meters)) continue;
          expect(cells, `${miles} mi of ${JSON.stringify(origin)}: ${JSON.stringify(point)}`).toContain(
            geoCellOf(point),
          );
          checked++;
        }
      }
    }
    // Most extreme points lie inside the search's own test: rounding drops a few on the very edge.
    expect(checked).toBeGreaterThan(3_000);
  });

  it("names few cells for a town's distances: the box around the circle, no more", () => {
    const chicago = { latitude: 41.93, longitude: -87.66 };
    const cells = geoCellsWithin(chicago, 25 * MILE) ?? [];
    // 25 miles is 0.36° north and south and 0.49° east and west here: 4 rows of 5 columns.
    expect(cells).toHaveLength(20);
    expect(new Set(cells).size).toBe(20);
    expect(cells).toContain(geoCellOf(chicago));
    expect(cells).not.toContain(geoCellOf({ latitude: 41.93, longitude: -86.9 }));
    expect(geoCellsWithin(chicago, 1 * MILE)).toEqual([geoCellOf(chicago)]);
  });

  it("wraps columns over the antimeridian, and holds 180° east beside -180°", () => {
    const cells = new Set(geoCellsWithin({ latitude: 10, longitude: 179.95 }, 10 * MILE));
    expect(cells.has(geoCellOf({ latitude: 10, longitude: 179.9 }))).toBe(true);
    expect(cells.has(geoCellOf({ latitude: 10, longitude: 180 }))).toBe(true);
    expect(cells.has(geoCellOf({ latitude: 10, longitude: -180 }))).toBe(true);
    expect(cells.has(geoCellOf({ latitude: 10, longitude: -179.9 }))).toBe(true);
    expect(cells.has(geoCellOf({ latitude: 10, longitude: -179.6 }))).toBe(false);
  });

  it("gives up when the circle needs more than MAX_GEO_CELLS cells or reaches a pole", () => {
    expect(geoCellsWithin({ latitude: 41.93, longitude: -87.66 }, 200 * MILE)?.length).toBeLessThanOrEqual(
      MAX_GEO_CELLS,
    );
    expect(geoCellsWithin({ latitude: 41.93, longitude: -87.66 }, 300 * MILE)).toBeNull();
    expect(geoCellsWithin({ latitude: 89.9, longitude: 0 }, 10 * MILE)).toBeNull();
    expect(geoCellsWithin({ latitude: -89.99, longitude: 0 }, 1 * MILE)).toBeNull();
  });
});
