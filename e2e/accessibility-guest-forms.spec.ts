// axe finds no serious or critical problem on the guest sign-in forms (log in, register, forgotten
// and reset password, admin log-in), in their main states and in both colour schemes, and every
// focus stop shows (accessibility-sweep.ts).
import { axeSweep } from './accessibility-sweep';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'guest sign-in forms');
