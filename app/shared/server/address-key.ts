import { isIPv4, isIPv6 } from "node:net";

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6
 * address by its /64. A home or a phone gets a whole /64 from its provider and
 * may use any address in it, so counting each IPv6 address would give one
 * person endless allowances. An IPv4 address written as IPv6 (::ffff:192.0.2.1,
 * as a dual-stack socket reports it) counts as that IPv4 address.
 */
export function addressKey(address: string): string {
  // A zone (fe80::1%eth0) names the computer's interface, not the address.
  const bare = address.trim().toLowerCase().split("%")[0] ?? "";
  if (!isIPv6(bare)) return bare;
  const hextets = expandIPv6(bare);
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(":")}::/64`;
}

// The eight hextets of a valid IPv6 address as numbers, "::" filled in.
function expandIPv6(address: string): number[] {
  let text = address;
  // A trailing dotted IPv4 part stands for the last two hextets.
  const dotted = text.slice(text.lastIndexOf(":") + 1);
  if (isIPv4(dotted)) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((hextet) => parseInt(hextet, 16));
}
