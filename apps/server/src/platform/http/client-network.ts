import net from 'node:net';

/**
 * The network a client IP belongs to, for limits that count per person rather than per address: an IPv4
 * address as it is, an IPv6 address by its /64 (one home or one server is given a whole /64, so counting
 * single addresses there would give one person billions of allowances). IPv4-mapped IPv6 is IPv4.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((g) => (parseInt(g, 16) || 0).toString(16));
}
