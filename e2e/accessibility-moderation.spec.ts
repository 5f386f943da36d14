// axe finds no serious or critical problem on the moderation queue, search, watched words and log,
// in their main states and in both colour schemes, and every focus stop shows
// (accessibility-sweep.ts).
import { axeSweep } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'moderation pages');
