import { describe, expect, it } from 'vitest';
import { defaultOrigin, parseHostList, trustedOrigin, type OriginSettings } from './site-origin';

const production: OriginSettings = { projectId: 'kookers-prod', emulated: false, extraHosts: ['kookers.fr', 'www.kookers.fr'] };
const emulator: OriginSettings = { projectId: 'demo-kookers', emulated: true, extraHosts: [] };

describe('trustedOrigin', () => {
  it('trusts the project’s Hosting domains, its preview channels and the listed custom domains', () => {
    expect(trustedOrigin('kookers-prod.web.app', production)).toBe('https://kookers-prod.web.app');
    expect(trustedOrigin('kookers-prod.firebaseapp.com', production)).toBe('https://kookers-prod.firebaseapp.com');
    expect(trustedOrigin('kookers-prod--pr-12-a1b2c3d4.web.app', production)).toBe('https://kookers-prod--pr-12-a1b2c3d4.web.app');
    expect(trustedOrigin('KOOKERS.fr', production)).toBe('https://kookers.fr');
    expect(trustedOrigin('www.kookers.fr, proxy.internal', production)).toBe('https://www.kookers.fr');
  });

  it('refuses any other host, so a forged header never chooses what is fetched or linked', () => {
    for (const host of [
      'evil.example',
      'kookers-prod.web.app.evil.example',
      'evilkookers-prod.web.app',
      'other--kookers-prod.web.app',
      'kookers.fr.evil.example',
      'kookers.fr/@evil.example',
      'user@kookers.fr',
      '127.0.0.1:5000',
      'localhost',
      '',
    ]) {
      expect(trustedOrigin(host, production), host).toBeNull();
    }
    expect(trustedOrigin(undefined, production)).toBeNull();
  });

  it('trusts the loopback, over http, only when emulated', () => {
    expect(trustedOrigin('127.0.0.1:5000', emulator)).toBe('http://127.0.0.1:5000');
    expect(trustedOrigin('localhost:5000', emulator)).toBe('http://localhost:5000');
    expect(trustedOrigin('demo-kookers.web.app', emulator)).toBe('https://demo-kookers.web.app');
    expect(trustedOrigin('evil.example', emulator)).toBeNull();
  });
});

describe('the fallbacks', () => {
  it('uses the project’s default Hosting domain', () => {
    expect(defaultOrigin('kookers-prod')).toBe('https://kookers-prod.web.app');
  });

  it('reads KOOKERS_SITE_HOSTS as a list of lower-case hosts', () => {
    expect(parseHostList(' Kookers.fr, www.kookers.fr ,,')).toEqual(['kookers.fr', 'www.kookers.fr']);
    expect(parseHostList(undefined)).toEqual([]);
  });
});
