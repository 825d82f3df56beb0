import { isIP } from "node:net";

/** IPv6 by its /64, the block one subscriber is handed, so its 2^64 addresses share one count. */
export function ipRateLimitKey(address: string): string | null {
  const ip = address.trim().replace(/%.*$/, "");
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return null;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function ipv6Groups(ip: string): number[] {
  const [head, tail] = ip.includes("::") ? ip.split("::") : [ip, undefined];
  const parse = (part: string | undefined) =>
    part
      ? part.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}
