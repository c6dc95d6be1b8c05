// domain/src/communes/communes-data.ts is what the pinned packages give (docs/decisions/014-communes.md):
// a version bump of either package without regenerating it fails here.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('domain/src/communes/communes-data.ts', () => {
  // It reads and joins 35 000 communes in a child process: about 2 s on a quiet machine, 5 s and
  // more when the other steps of `npm test` run beside it. A check of data, not of speed.
  it('is what scripts/communes-data.mjs makes of the installed packages', { timeout: 60_000 }, () => {
    const out = execFileSync('node', ['scripts/communes-data.mjs', '--check'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    expect(out).toContain('est à jour');
  });
});
