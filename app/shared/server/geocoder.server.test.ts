import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { geocodeAddress, geocodeOffline, type Address } from "./geocoder.server";

const devon: Address = { street: "2740 W Devon Ave", city: "Chicago", state: "IL", zip: "60659" };

describe("offline gazetteer", () => {
  it.each([
    ["a ZIP", devon, { latitude: 41.9972, longitude: -87.7166 }],
    ["a ZIP+4", { ...devon, zip: "60659-1234" }, { latitude: 41.9972, longitude: -87.7166 }],
    ["a ZIP with spaces around it", { ...devon, zip: " 02134 " }, { latitude: 42.3535, longitude: -71.1329 }],
  ])("locates %s", async (_name, address, expected) => {
    expect(await geocodeOffline(address)).toEqual(expected);
  });

  it("uses the city and state when the ZIP is unknown", async () => {
    const found = await geocodeOffline({ street: "", city: "evanston", state: "il", zip: "00000" });
    expect(found).not.toBeNull();
    expect(found?.latitude).toBeCloseTo(42.05, 1);
    expect(found?.longitude).toBeCloseTo(-87.69, 1);
  });

  it("accepts a full state name", async () => {
    const found = await geocodeOffline({ street: "", city: "Skokie", state: "Illinois", zip: "" });
    expect(found?.latitude).toBeCloseTo(42.03, 1);
  });

  it.each([
    ["nothing known", { street: "1 Nowhere St", city: "Atlantis", state: "ZZ", zip: "00000" }],
    ["a Canadian postal prefix", { street: "", city: "", state: "", zip: "K1A" }],
    ["an empty address", { street: "", city: "", state: "", zip: "" }],
    ["a city without a state", { street: "", city: "Chicago", state: "", zip: "" }],
  ])("gives null for %s", async (_name, address) => {
    expect(await geocodeOffline(address)).toBeNull();
  });
});

describe("geocodeAddress", () => {
  let warnSpy: MockInstance<typeof console.warn> | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    warnSpy?.mockRestore();
    warnSpy = undefined;
  });

  it("stays offline by default, without touching the network", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    expect(await geocodeAddress(devon)).toEqual({ latitude: 41.9972, longitude: -87.7166 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("stays offline when Bing is chosen without a key", async () => {
    vi.stubEnv("GEOCODER", "bing");
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    expect(await geocodeAddress(devon)).toEqual({ latitude: 41.9972, longitude: -87.7166 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an unknown provider name", async () => {
    vi.stubEnv("GEOCODER", "carrier-pigeon");
    await expect(geocodeAddress(devon)).rejects.toThrow(/GEOCODER/);
  });

  // Bing is a remote service: the only thing replaced in these tests.
  describe("with Bing", () => {
    function useBing(answer: () => Promise<Response>) {
      vi.stubEnv("GEOCODER", "bing");
      vi.stubEnv("GEOCODER_KEY", "test-key");
      vi.stubEnv("GEOCODER_TIMEOUT_MS", "50");
      const fetchSpy = vi.fn((_url: URL, _init?: RequestInit) => answer());
      vi.stubGlobal("fetch", fetchSpy);
      // The fallback is logged as a warning; keep the test output quiet.
      warnSpy = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      return fetchSpy;
    }

    it("asks for the structured address and reads the first point", async () => {
      const fetchSpy = useBing(async () =>
        Response.json({ resourceSets: [{ resources: [{ point: { coordinates: [41.99715, -87.69417] } }] }] }),
      );
      expect(await geocodeAddress(devon)).toEqual({ latitude: 41.99715, longitude: -87.69417 });
      const url = fetchSpy.mock.calls[0]?.[0] as URL;
      expect(url.origin + url.pathname).toBe("https://dev.virtualearth.net/REST/v1/Locations");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        countryRegion: "US",
        adminDistrict: "IL",
        locality: "Chicago",
        postalCode: "60659",
        addressLine: "2740 W Devon Ave",
        maxResults: "1",
        key: "test-key",
      });
      expect(fetchSpy.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    });

    it.each([
      ["an error status", async () => new Response("denied", { status: 401 })],
      ["no resources", async () => Response.json({ resourceSets: [{ resources: [] }] })],
      ["a malformed answer", async () => Response.json({ unexpected: true })],
      ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ])("falls back to the gazetteer on %s", async (_name, answer) => {
      useBing(answer);
      expect(await geocodeAddress(devon)).toEqual({ latitude: 41.9972, longitude: -87.7166 });
    });

    it("gives up on a slow answer after the timeout and falls back", async () => {
      const fetchSpy = useBing(() => Promise.reject(new Error("unused")));
      fetchSpy.mockImplementation(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      );
      const started = Date.now();
      expect(await geocodeAddress(devon)).toEqual({ latitude: 41.9972, longitude: -87.7166 });
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });
});
