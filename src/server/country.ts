// The visitor's country for ad and promotion targeting, from the trusted COUNTRY_HEADER (PRODUCT 16).
import type { FastifyRequest } from 'fastify';
import { isCountryCode } from '../contract/countries';
import type { AppContext } from './context';

/** A code from the country list, or null (missing, unknown, or a proxy's placeholder such as XX or T1). */
export function visitorCountry(ctx: AppContext, request: FastifyRequest): string | null {
  const raw = request.headers[ctx.config.countryHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}
