// A grid of latitudes and longitudes, a quarter of a degree a side (about 17 miles north to south).
// Each job stores the cell it lies in (jobs.geo_cell, db/schema.ts computes it with the same
// formula), and a distance filter names the cells its circle touches, so that the database reads
// only those cells' jobs. The distance itself is still tested on each of them: the cells only
// narrow the rows, so they must hold every job within the distance, and may hold more.

/** Cells per degree, on both axes; the generated column of migration 0014 multiplies by 4 too. */
export const GEO_CELLS_PER_DEGREE = 4;
/** A cell's number is its row × ROW + its column; columns run from -720 to 720. */
const ROW = 10_000;
const COLUMNS = 360 * GEO_CELLS_PER_DEGREE;
/**
 * Beyond this many cells (a radius of about 250 miles at 30° of latitude, 215 at 50°) the circle
 * covers so much that naming its cells would cost more than it saves; the search then goes without
 * them. At 1,000,000 jobs, 150 miles took 20 ms with its 450 cells and 60–90 ms without (docs/perf.md).
 */
export const MAX_GEO_CELLS = 1024;

// The sphere of PostgreSQL's earthdistance, which the distance filter measures on (earth() in metres).
export const EARTH_RADIUS_M = 6_378_168;
// Cells are widened by this much (about a centimetre), so that rounding never leaves out a job on
// the circle's edge that the exact test lets in.
const MARGIN_DEGREES = 1e-7;
const DEGREES = 180 / Math.PI;

export interface Point {
  latitude: number;
  longitude: number;
}

export function geoCellOf(point: Point): number {
  return Math.floor(point.latitude * GEO_CELLS_PER_DEGREE) * ROW + Math.floor(point.longitude * GEO_CELLS_PER_DEGREE);
}

/**
 * The cells that hold every point within `meters` of `origin` along the earth's surface, or null
 * when there would be more than MAX_GEO_CELLS of them, or the circle reaches a pole.
 */
export function geoCellsWithin(origin: Point, meters: number): number[] | null {
  const angle = meters / EARTH_RADIUS_M;
  const latitudeReach = angle * DEGREES + MARGIN_DEGREES;
  const south = origin.latitude - latitudeReach;
  const north = origin.latitude + latitudeReach;
  if (south <= -90 || north >= 90) return null;
  // The widest longitude on a circle of angular radius `angle` around the origin (the circle's
  // bounding box on the sphere); it stays below 90° because the circle does not reach a pole.
  const sine = Math.sin(angle) / Math.cos(origin.latitude / DEGREES);
  const longitudeReach = Math.asin(Math.min(1, sine)) * DEGREES + MARGIN_DEGREES;
  const rows = span(south, north);
  const columns = span(origin.longitude - longitudeReach, origin.longitude + longitudeReach);
  const wrapped = new Set<number>();
  for (const column of columns) {
    // Longitudes past ±180° are the other side's: -181° lies in the column of 179°.
    const inRange = ((((column + COLUMNS / 2) % COLUMNS) + COLUMNS) % COLUMNS) - COLUMNS / 2;
    wrapped.add(inRange);
    // A job at exactly 180° east has a column of its own, the same meridian as -180°.
    if (inRange === -COLUMNS / 2) wrapped.add(COLUMNS / 2);
  }
  if (rows.length * wrapped.size > MAX_GEO_CELLS) return null;
  return rows.flatMap((row) => [...wrapped].map((column) => row * ROW + column));
}

/** The row or column numbers from the one of `from` to the one of `to`. */
function span(from: number, to: number): number[] {
  const first = Math.floor(from * GEO_CELLS_PER_DEGREE);
  const last = Math.floor(to * GEO_CELLS_PER_DEGREE);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
