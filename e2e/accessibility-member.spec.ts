// axe finds no serious or critical problem on any member page of the catalogue, in its main states
// and in both colour schemes, and every focus stop shows (accessibility-sweep.ts); and the sweep's
// groups of pages leave no catalogued page out.
import { expect, it } from 'vitest';
import { axeSweep, groupsOf } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

const seeded = useSeededCatalogue();
axeSweep(seeded, 'member pages');

it('puts every catalogued page in exactly one group of the sweep', () => {
  const misplaced = seeded.catalogue
    .map((entry) => ({ name: entry.name, groups: groupsOf(entry) }))
    .filter(({ groups }) => groups.length !== 1);
  expect(misplaced).toEqual([]);
  expect(seeded.catalogue.length).toBeGreaterThan(20);
});
