// axe finds no serious or critical problem on the admin pages for promotions (list, form, edit,
// report, the gift page as an admin sees it), in their main states and in both colour schemes, and
// every focus stop shows (accessibility-sweep.ts).
import { axeSweep } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'admin pages for promotions');
