// Choosing a language (PRODUCT 29): PUT /api/language.
import { z } from 'zod';
import { LOCALES } from './i18n/locales';

export const ChooseLanguageBodySchema = z.strictObject({ locale: z.enum(LOCALES) });
