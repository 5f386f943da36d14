// The pseudo-locale (`?lang=en-XA`: every catalog text accented and about 35 % longer) on every
// guest and member page at 390 px: nothing cut off or overflowing (PRODUCT 29). The admin pages are
// languages-pseudo-admin.spec.ts.
import { describe, expect, it } from 'vitest';
import { pseudoSweep } from './language-layout';
import { useSeededCatalogue } from './seeded-catalogue';

const seeded = useSeededCatalogue();

describe('the pseudo-locale at 390 px', () => {
  it('leaves nothing cut off or overflowing on a guest page', async () => {
    expect(await pseudoSweep(seeded, 'guest')).toEqual([]);
  }, 60_000);

  it('nor on a member page', async () => {
    expect(await pseudoSweep(seeded, 'member')).toEqual([]);
  }, 60_000);
});
