// axe finds no serious or critical problem on any member page of the catalogue, in its main
// states and in both colour schemes, and every focus stop shows (accessibility-sweep.ts).
import { axeSweep } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'member', 'member pages');
