// axe finds no serious or critical problem on the admin's ad and promotion pages (lists, forms,
// reports, the gift page as an admin sees it), in their main states and in both colour schemes,
// and every focus stop shows.
import { axeSweep } from './accessibility-sweep';
import { isCampaignPage } from './route-catalogue';
import { useSeededCatalogue } from './seeded-catalogue';

axeSweep(useSeededCatalogue(), 'admin', 'admin pages for ads and promotions', isCampaignPage);
