import type * as ZipCodes from "zipcodes";
import { z } from "zod";

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const GeocoderEnvSchema = z.object({
  GEOCODER: z.enum(["offline", "bing"]).default("offline"),
  GEOCODER_KEY: z.string().min(1).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});

type GeocoderEnv = z.infer<typeof GeocoderEnvSchema>;

// Read on each call (it is cheap) so tests and a running server see the same rules;
// an empty variable counts as unset, as in env.server.ts.
function geocoderEnv(): GeocoderEnv {
  const given = Object.fromEntries(
    ["GEOCODER", "GEOCODER_KEY", "GEOCODER_TIMEOUT_MS"]
      .map((name) => [name, process.env[name]])
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = GeocoderEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid geocoder settings:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/**
 * Coordinates of a US address, or null when it cannot be located. With
 * GEOCODER=bing and a key the online service is asked first (with a timeout);
 * any failure there falls back to the offline ZIP/city gazetteer, so saving a
 * job or a profile never depends on the network.
 */
export async function geocodeAddress(address: Address): Promise<Coordinates | null> {
  const env = geocoderEnv();
  if (env.GEOCODER === "bing" && env.GEOCODER_KEY) {
    const online = await geocodeWithBing(address, env.GEOCODER_KEY, env.GEOCODER_TIMEOUT_MS);
    if (online) return online;
  }
  return geocodeOffline(address);
}

type Gazetteer = typeof ZipCodes;
let gazetteer: Promise<Gazetteer> | undefined;

// The gazetteer is about 5 MB of data: loaded on the first lookup, not at start-up.
function loadGazetteer(): Promise<Gazetteer> {
  gazetteer ??= import("zipcodes").then((m) => ("default" in m ? (m.default as Gazetteer) : m));
  return gazetteer;
}

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

/** The ZIP's centre, or else the centre of the city's ZIPs; US only. */
export async function geocodeOffline(address: Address): Promise<Coordinates | null> {
  const zipcodes = await loadGazetteer();
  const zip = US_ZIP.exec(address.zip.trim())?.[1];
  const byZip = zip ? zipcodes.lookup(zip) : undefined;
  if (byZip && byZip.country === "US") return { latitude: byZip.latitude, longitude: byZip.longitude };

  const city = address.city.trim();
  const state = address.state.trim();
  if (!city || !state) return null;
  const places = zipcodes.lookupByName(city, state).filter((p) => p.country === "US");
  if (places.length === 0) return null;
  const sum = places.reduce((acc, p) => ({ lat: acc.lat + p.latitude, lng: acc.lng + p.longitude }), {
    lat: 0,
    lng: 0,
  });
  return { latitude: round(sum.lat / places.length), longitude: round(sum.lng / places.length) };
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

const BING_LOCATIONS = "https://dev.virtualearth.net/REST/v1/Locations";

const BingAnswerSchema = z.object({
  resourceSets: z.array(
    z.object({
      resources: z.array(z.object({ point: z.object({ coordinates: z.tuple([z.number(), z.number()]) }) })),
    }),
  ),
});

// Bing Maps REST "Locations" by structured address: the first resource's point
// is [latitude, longitude]. Null on any failure, so the caller falls back.
async function geocodeWithBing(address: Address, key: string, timeoutMs: number): Promise<Coordinates | null> {
  const url = new URL(BING_LOCATIONS);
  url.searchParams.set("countryRegion", "US");
  url.searchParams.set("adminDistrict", address.state);
  url.searchParams.set("locality", address.city);
  url.searchParams.set("postalCode", address.zip);
  url.searchParams.set("addressLine", address.street);
  url.searchParams.set("maxResults", "1");
  url.searchParams.set("key", key);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      console.warn(`[geocoder] bing answered ${response.status}; using the offline gazetteer`);
      return null;
    }
    const parsed = BingAnswerSchema.safeParse(await response.json());
    const point = parsed.success ? parsed.data.resourceSets[0]?.resources[0]?.point.coordinates : undefined;
    if (!point) return null;
    return { latitude: point[0], longitude: point[1] };
  } catch (error) {
    console.warn(
      `[geocoder] bing failed (${error instanceof Error ? error.name : "error"}); using the offline gazetteer`,
    );
    return null;
  }
}
