// What a per-address limit or a guest's ad visit is keyed on (DECISIONS 32, 51): an IPv4 address
// alone, an IPv6 address by its /64. One subscriber usually holds a whole /64 and can pick a new
// address in it for every request, so counting the address alone would count nothing.
import ipaddr from 'ipaddr.js';

/**
 * The address itself for IPv4, also when written inside IPv6 (`::ffff:a.b.c.d`, or its hex
 * spelling), else the /64 an IPv6 address belongs to, one spelling for each.
 */
export function addressBlock(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const prefix = parsed.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
