import { adNetwork, adNetworkCspHosts } from '@/config/thirdParty';

describe('the ad network configuration', () => {
  it('lets the Content-Security-Policy allow no ad host without a client', () => {
    expect(adNetworkCspHosts('')).toEqual([]);
  });

  it('allows the network hosts, including the script host, with a client', () => {
    const hosts = adNetworkCspHosts('ca-pub-0000000000000000');
    expect(hosts).toEqual(adNetwork.hosts);
    expect(hosts).toContain(new URL(adNetwork.scriptSrc).origin);
  });
});
