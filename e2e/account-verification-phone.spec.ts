// Journey: verifying an account and changing its password and address, on a phone (390 px).
import { accountVerificationJourneys } from './account-verification-journeys';
import { PHONE } from './member-pages';

accountVerificationJourneys('390 px', PHONE);
