// Journey: verifying an account and changing its password and address, on a desktop (1280 px).
import { accountVerificationJourneys } from './account-verification-journeys';
import { WIDE } from './member-pages';

accountVerificationJourneys('1280 px', WIDE);
