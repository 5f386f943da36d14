// The pseudo-locale on every admin page at 390 px (see languages-pseudo.spec.ts).
import { describe, expect, it } from 'vitest';
import { pseudoSweep } from './language-layout';
import { useSeededCatalogue } from './seeded-catalogue';

const seeded = useSeededCatalogue();

describe('the pseudo-locale at 390 px', () => {
  it('leaves nothing cut off or overflowing on an admin page', async () => {
    expect(await pseudoSweep(seeded, 'admin')).toEqual([]);
  }, 60_000);
});
