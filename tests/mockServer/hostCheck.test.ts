// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHostCheck, isLoopbackAddress } from '../../src/testing/mock-clinic/server/hostCheck';

describe('the mock server’s Host check', () => {
  it('answers loopback names on its port, and nothing else', () => {
    const ok = createHostCheck({
      listenHost: '127.0.0.1',
      port: 4010,
      publicUrl: 'http://localhost:4010',
    });
    for (const host of ['localhost:4010', '127.0.0.1:4010', '[::1]:4010', 'LOCALHOST:4010']) {
      expect(ok(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'attacker.example',
      'attacker.example:4010',
      'localhost',
      'localhost:4011',
      'localhost.attacker.example:4010',
      'southvan.localhost:4010',
      '192.168.1.5:4010',
    ]) {
      expect(ok(host), String(host)).toBe(false);
    }
  });

  it('answers the listen address and the public address it was given', () => {
    const ok = createHostCheck({
      listenHost: '192.168.1.5',
      port: 4010,
      publicUrl: 'https://mock.clinic.test',
    });
    expect(ok('192.168.1.5:4010')).toBe(true);
    expect(ok('mock.clinic.test')).toBe(true);
    expect(ok('mock.clinic.test:443')).toBe(true);
    expect(ok('mock.clinic.test:4010')).toBe(false);
    expect(ok('192.168.1.6:4010')).toBe(false);

    const v6 = createHostCheck({ listenHost: 'fd00::5', port: 80, publicUrl: 'http://[fd00::5]' });
    expect(v6('[fd00::5]')).toBe(true);
    expect(v6('[fd00::5]:80')).toBe(true);
    expect(v6('localhost')).toBe(true);
  });

  it('on every interface (0.0.0.0), answers this machine’s own addresses only', () => {
    const ok = createHostCheck({
      listenHost: '0.0.0.0',
      port: 4010,
      publicUrl: 'http://localhost:4010',
      interfaceAddresses: ['127.0.0.1', '10.0.0.7', 'fe80::1'],
    });
    expect(ok('10.0.0.7:4010')).toBe(true);
    expect(ok('[fe80::1]:4010')).toBe(true);
    expect(ok('0.0.0.0:4010')).toBe(false);
    expect(ok('10.0.0.8:4010')).toBe(false);
    expect(ok('rebound.example:4010')).toBe(false);
  });

  it('tells a loopback listen address from one others can reach', () => {
    for (const address of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['0.0.0.0', '::', '192.168.1.5', 'fd00::5', 'example.com', '128.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
