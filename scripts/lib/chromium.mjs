import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, log } from './platform.mjs';

/**
 * The browser tests and the Lighthouse bench drive Debian's Chromium (Playwright's own browser
 * download cannot work on our machines). Installs it with apt when running as root; otherwise
 * says how to install it and stops.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n[kookers] Chromium est introuvable (${CHROMIUM_PATH}). Installez-le puis relancez la commande :\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  (ou indiquez un autre Chromium avec la variable CHROMIUM_PATH).\n',
    );
    process.exit(1);
  }
  log('Installation de Chromium (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n[kookers] « apt-get ${args.join(' ')} » a échoué ; installez Chromium à la main.`);
      process.exit(1);
    }
  }
}

/** Flags for a headless Chromium on a machine whose only network is the loopback. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
