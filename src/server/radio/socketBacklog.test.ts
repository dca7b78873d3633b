// @vitest-environment node
import { canonicalAddress, connectionKey, kernelSendQueue, parseProcNetTcp } from './socketBacklog';

// Captured from /proc/net/tcp and /proc/net/tcp6 (trimmed): a listening socket, an established
// IPv4 loopback connection from 127.0.0.1:53940 to :3120 with 0x4A000 bytes unacknowledged, the same
// over IPv4-mapped IPv6, and a plain IPv6 connection ::1 -> ::1.
const PROC = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:0C30 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1178 1 0 100 0 0 10 0
   1: 0100007F:0C30 0100007F:D2B4 01 0004A000:00000000 01:00000014 00000000     0        0 2211 1 0 20 4 30 10 -1
  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0000000000000000FFFF00000100007F:0C30 0000000000000000FFFF00000100007F:D2B5 01 00001000:00000000 00:00000000 00000000     0        0 2212 1 0 20 4 30 10 -1
   1: 00000000000000000000000001000000:0C30 00000000000000000000000001000000:D2B6 01 00000200:00000000 00:00000000 00000000     0        0 2213 1 0 20 4 30 10 -1
`;

describe('parseProcNetTcp', () => {
  it("reads each established connection's send queue, keyed as Node names the socket", () => {
    const queues = parseProcNetTcp(PROC);
    expect(queues.size).toBe(3);
    expect(queues.get(connectionKey('127.0.0.1', 3120, '127.0.0.1', 53940))).toBe(0x4a000);
    expect(queues.get(connectionKey('::ffff:127.0.0.1', 3120, '::ffff:127.0.0.1', 53941))).toBe(0x1000);
    expect(queues.get(connectionKey('::1', 3120, '::1', 53942))).toBe(0x200);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['2001:DB8::0a:1', '2001:db8:0:0:0:0:a:1'],
    ['2001:db8:0:0:0:0:a:1', '2001:db8:0:0:0:0:a:1'],
  ])('%s -> %s', (address, canonical) => expect(canonicalAddress(address)).toBe(canonical));
});

describe('kernelSendQueue', () => {
  const socket = { localAddress: '127.0.0.1', localPort: 3120, remoteAddress: '127.0.0.1', remotePort: 53940 };

  it('reads /proc at most once per period for all sockets', () => {
    let now = 0;
    const read = vi.fn(() => PROC);
    const queue = kernelSendQueue({ read, now: () => now, maxAgeMs: 1000 });
    expect(queue(socket)).toBe(0x4a000);
    expect(queue({ ...socket, remotePort: 1 })).toBe(0); // unknown connection
    now = 999;
    queue(socket);
    expect(read).toHaveBeenCalledTimes(1);
    now = 1000;
    queue(socket);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts 0 where /proc cannot be read, and stops trying', () => {
    const read = vi.fn((): string => {
      throw new Error('ENOENT');
    });
    const queue = kernelSendQueue({ read, now: () => 0 });
    expect(queue(socket)).toBe(0);
    expect(queue(socket)).toBe(0);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
