import { describe, expect, it } from 'vitest';
import { firebaseSettingsFrom } from './firebase-config';

const production = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'kookers.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kookers',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('firebaseSettingsFrom', () => {
  it('uses the demo project and the emulators on the serving host in local runs', () => {
    const settings = firebaseSettingsFrom({ VITE_USE_EMULATORS: 'true' }, '192.168.1.20');
    expect(settings.options.projectId).toBe('demo-kookers');
    expect(settings.emulatorHost).toBe('192.168.1.20');
  });

  it('reads the VITE_FIREBASE_* variables in production and never connects to emulators', () => {
    const settings = firebaseSettingsFrom({ ...production, VITE_FIREBASE_MESSAGING_SENDER_ID: '42' }, 'kookers.fr');
    expect(settings.emulatorHost).toBeNull();
    expect(settings.options).toEqual({
      apiKey: 'key',
      authDomain: 'kookers.firebaseapp.com',
      projectId: 'kookers',
      appId: '1:2:web:3',
      messagingSenderId: '42',
    });
  });

  it('refuses a production build with missing variables, naming them', () => {
    expect(() =>
      firebaseSettingsFrom({ ...production, VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_APP_ID: undefined }, 'kookers.fr'),
    ).toThrow('VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID');
  });
});
