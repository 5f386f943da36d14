// axe finds no serious or critical problem on the admin's pages for users, images, moderation and
// sign-in, in their main states and in both colour schemes, and every focus stop shows. The ad
// and promotion pages are accessibility-campaigns.spec.ts.
import { axeSweep } from './accessibility-sweep';
import { isCampaignPage } from './route-catalogue';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(
  useSeededCatalogue(),
  'admin',
  'admin pages for users, images, moderation and sign-in',
  (entry) => !isCampaignPage(entry),
);
