import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, log } from './platform.mjs';

/** The Debian package of each Chromium the scripts use. */
const PACKAGES = { '/usr/bin/chromium': 'chromium', '/usr/bin/chromium-headless-shell': 'chromium-headless-shell' };

/**
 * The browser tests, the Lighthouse bench and the screenshots drive Debian's Chromium
 * (Playwright's own browser download cannot work on our machines): the whole browser at
 * CHROMIUM_PATH, or the headless shell the tests use (TEST_CHROMIUM_PATH). Installs it with apt
 * when running as root; otherwise says how to install it and stops.
 */
export function ensureChromium(path = CHROMIUM_PATH) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const name = PACKAGES[path];
  if (!isRoot || !name) {
    console.error(
      `\n[kookers] Chromium est introuvable (${path}). Installez-le puis relancez la commande :\n` +
        `    sudo apt-get update && sudo apt-get install -y ${name ?? 'chromium'}\n` +
        '  (ou indiquez un autre Chromium avec la variable CHROMIUM_PATH).\n',
    );
    process.exit(1);
  }
  log(`Installation de Chromium (apt-get install ${name})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  const install = ['install', '-y', '-qq', name];
  // The package lists are read again only when the ones the machine has do not know the package.
  if (apt(install) || (apt(['update', '-qq']) && apt(install))) return;
  console.error(`\n[kookers] « apt-get install ${name} » a échoué ; installez-le à la main.`);
  process.exit(1);
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
