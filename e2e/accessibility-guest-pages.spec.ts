// axe finds no serious or critical problem on the guest pages to read and share (home, gift, a
// shared compliment or badge, unsubscribe, not found), in their main states and in both colour
// schemes, and every focus stop shows (accessibility-sweep.ts).
import { axeSweep } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'guest pages to read and share');
