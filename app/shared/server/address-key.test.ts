import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey: the subject of a per-address limit", () => {
  it.each([
    // IPv4 stays per address.
    ["192.0.2.1", "192.0.2.1"],
    ["192.0.2.2", "192.0.2.2"],
    [" 192.0.2.1 ", "192.0.2.1"],
    // IPv4-mapped IPv6, as a dual-stack socket reports an IPv4 client, is that IPv4 address.
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:192.0.2.1", "192.0.2.1"],
    // IPv6 by its /64, however it is written.
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    // A neighbouring /64 is another subject.
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    // Not an address (a test's header, a proxy's odd value): counted as given.
    ["unknown", "unknown"],
    ["", ""],
  ])("%j counts as %j", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
