import { describe, expect, it } from 'vitest';
import { PrivateTargetError, assertPublicTarget, isPublicAddress, refusedLiteral } from './public-address.js';

/** Addresses a webhook or a push endpoint may not reach, in every spelling a URL or DNS can give. */
const REFUSED = [
  // IPv4: this network, loopback in decimal, octal and hex, private, CGNAT, link-local, reserved
  '0.0.0.0',
  '127.0.0.1',
  '127.255.255.254',
  '2130706433',
  '0177.0.0.1',
  '0x7f.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.251',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6: unspecified, loopback, unique local, link-local (with a zone), site-local, multicast
  '::',
  '::1',
  '[::1]',
  'fd00::1',
  'fc00::1',
  'fe80::1',
  'fe80::1%eth0',
  'fec0::1',
  'ff02::1',
  // IPv6 wrapping a non-public IPv4: mapped, translated, compatible, NAT64, 6to4, Teredo
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:0:7f00:1',
  '::7f00:1',
  '::127.0.0.1',
  '::a00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::10.0.0.1',
  '64:ff9b:1::a00:1',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:101::1',
  '2001::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:0:a00:1::1',
  // IPv6 reserved and special within 2000::/3, and outside it
  '2001:db8::1',
  '2001:2::1',
  '2001:10::1',
  '3fff::1',
  '5f00::1',
  '100::1',
  '4000::1',
  // not addresses at all
  '',
  'localhost',
  'example.com',
  '999.1.1.1',
  '08.0.0.1',
];

const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '134744072',
  '::ffff:8.8.8.8',
  '::ffff:0:808:808',
  '::8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  '2606:4700:4700::1111',
  '[2001:4860:4860::8888]',
  '2a00:1450:4001::200e',
];

describe('isPublicAddress', () => {
  it('refuses every private, local, reserved or wrapped form', () => {
    expect(REFUSED.length + ALLOWED.length).toBeGreaterThanOrEqual(30);
    expect(REFUSED.filter((address) => isPublicAddress(address))).toEqual([]);
  });

  it('allows public IPv4 and global unicast IPv6, wrapped forms judged by the IPv4 inside', () => {
    expect(ALLOWED.filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});

describe('URLs, as registration and delivery see them', () => {
  const urls = [
    'http://[::7f00:1]:4291/h',
    'http://[64:ff9b::7f00:1]:4291/h',
    'http://[::ffff:127.0.0.1]/h',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'https://[2002:7f00:1::1]/h',
    'https://[2001::1]/h',
    'http://169.254.169.254/latest/meta-data',
  ];

  it('refuses address literals at registration and before a request, unless allowed', async () => {
    for (const raw of urls) {
      const url = new URL(raw);
      await expect(assertPublicTarget(url, false), raw).rejects.toBeInstanceOf(PrivateTargetError);
      expect(refusedLiteral(url, false), raw).toBeInstanceOf(PrivateTargetError);
      await expect(assertPublicTarget(url, true)).resolves.toBeUndefined();
      expect(refusedLiteral(url, true)).toBeNull();
    }
    expect(refusedLiteral(new URL('https://[2606:4700:4700::1111]/h'), false)).toBeNull();
    await expect(assertPublicTarget(new URL('https://8.8.8.8/h'), false)).resolves.toBeUndefined();
  });

  it('refuses a name that resolves to a local address (localhost)', async () => {
    await expect(assertPublicTarget(new URL('http://localhost:4291/h'), false)).rejects.toBeInstanceOf(
      PrivateTargetError,
    );
  });

  it('leaves a name to the lookup at request time', () => {
    expect(refusedLiteral(new URL('http://localhost:4291/h'), false)).toBeNull();
  });
});
