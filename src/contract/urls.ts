// One http(s) URL schema for every URL field an admin types (images, ads, promotions): SECURITY V5.
import { z } from 'zod';

export const URL_MAX_LENGTH = 2048;

// Control characters (C0, DEL, C1) and any whitespace: the WHATWG parser silently strips
// tabs and newlines, so `\tjavascript:` would otherwise turn into a javascript: URL.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s]/u;

function parseHttpUrl(value: string): string | null {
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
  return url.href;
}

/** An absolute http: or https: URL, answered normalized (URL.href); anything else fails with `message`. */
export const httpUrl = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const href = parseHttpUrl(value);
    if (href === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return href;
  });
