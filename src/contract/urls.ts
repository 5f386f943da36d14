// One http(s) URL schema for every URL field an admin types (images, ads, promotions): SECURITY V5, V9.
import { z } from 'zod';

const URL_MAX_LENGTH = 2048;

export const URL_MESSAGES = {
  credentials: 'Links with a user name or password are not allowed',
};

// A user name or password before the host, empty ones included: `https://ex.com@evil.example/`
// reads as ex.com and goes to evil.example.
const CREDENTIALS = /^https?:\/\/[^/?#\\]*@/iu;

// Control characters (C0, DEL, C1) and any whitespace: the WHATWG parser silently strips
// tabs and newlines, so `\tjavascript:` would otherwise turn into a javascript: URL.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s]/u;

function parseHttpUrl(value: string): URL | null {
  if (value.length === 0 || value.length > URL_MAX_LENGTH) return null;
  if (FORBIDDEN_CHARACTERS.test(value)) return null;
  // Absolute only: `//evil` and `/rel` need a base to parse, and `http:/x` is repaired by the
  // parser into http://x/, so the scheme must be followed by `//` literally.
  if (!/^https?:\/\//iu.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname.length === 0) return null;
  return url;
}

/**
 * An absolute http: or https: URL without a user name or password, answered normalized (URL.href).
 * Anything else fails with `message`, or with URL_MESSAGES.credentials when only the credentials
 * are wrong, so the admin learns why.
 */
export const httpUrl = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const url = parseHttpUrl(value);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (url.username !== '' || url.password !== '' || CREDENTIALS.test(value)) {
      ctx.addIssue({ code: 'custom', message: URL_MESSAGES.credentials });
      return z.NEVER;
    }
    return url.href;
  });
