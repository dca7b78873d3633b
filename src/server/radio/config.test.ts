// @vitest-environment node
import { parseStreamPort, readRadioConfig } from './config';

describe('readRadioConfig', () => {
  it('has working defaults: loopback, /live, port 8076, demo on', () => {
    expect(readRadioConfig({})).toEqual({
      upstreamHost: '127.0.0.1',
      mount: '/live',
      allowedPorts: [8076],
      upstreamPorts: { 8076: 8076 },
      maxStreamsPerClient: 8,
      demo: true,
    });
  });

  it('reads the environment', () => {
    expect(
      readRadioConfig({ RADIO_UPSTREAM_HOST: 'icecast.internal', RADIO_MOUNT: 'stream', RADIO_ALLOWED_PORTS: '8000, 8076,x', RADIO_DEMO: 'off' }),
    ).toEqual({
      upstreamHost: 'icecast.internal',
      mount: '/stream',
      allowedPorts: [8000, 8076],
      upstreamPorts: { 8000: 8000, 8076: 8076 },
      maxStreamsPerClient: 8,
      demo: false,
    });
  });

  it('maps a public port to the Icecast port behind it (the tests run their Icecast on a port of their own)', () => {
    const config = readRadioConfig({ RADIO_ALLOWED_PORTS: '8076:18120, 8000, 9000:0, 7000:99999' });
    expect(config.allowedPorts).toEqual([8000, 8076]);
    expect(config.upstreamPorts).toEqual({ 8076: 18120, 8000: 8000 });
  });

  it('reads the per-client stream cap, and keeps the default on nonsense', () => {
    expect(readRadioConfig({ RADIO_MAX_STREAMS_PER_CLIENT: '3' }).maxStreamsPerClient).toBe(3);
    for (const bad of ['0', '-2', 'many', '']) expect(readRadioConfig({ RADIO_MAX_STREAMS_PER_CLIENT: bad }).maxStreamsPerClient).toBe(8);
  });
});

describe('parseStreamPort', () => {
  const allowed = [8076];
  const check = (query: string) => parseStreamPort(new URLSearchParams(query), allowed);

  it('accepts an allowed port', () => {
    expect(check('port=8076')).toEqual({ ok: true, port: 8076 });
  });

  it.each([
    ['', 'Missing port parameter.'],
    ['port=', 'The port parameter must be a number.'],
    ['port=abc', 'The port parameter must be a number.'],
    ['port=8076abc', 'The port parameter must be a number.'],
    ['port=-1', 'The port parameter must be a number.'],
    ['port=80.76', 'The port parameter must be a number.'],
    ['port=22', 'Port 22 is not a radio stream port.'],
    ['port=08076', 'The port parameter must be a number.'],
    ['port=99999999', 'The port parameter must be a number.'],
    ['port=8076&port=8076', 'Give the port parameter once.'],
  ])('refuses %j', (query, error) => {
    const result = check(query);
    expect(result).toEqual({ ok: false, error });
  });
});
