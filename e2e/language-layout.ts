// What a page in another language must hold (PRODUCT 29): nothing of the interface left in English,
// no text cut off, and members' own words (marked translate="no") left as they were written.
import type { Page } from 'playwright-core';
import type { Role } from './route-catalogue';
import { openAs, settle, type SeededCatalogue } from './seeded-catalogue';
import { layoutProblems } from './small-screen-layout';

const PHONE_390 = { width: 390, height: 844 };

/**
 * Visible text that is cut off: an element whose text overflows a box that hides or ellipsises
 * it. Members' words (translate="no") may be shortened on purpose.
 */
async function cutOffText(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const cut: string[] = [];
    /** Text only screen readers get (the skip link, "opens in a new tab"), clipped on purpose. */
    const visuallyHidden = (el: Element) => {
      for (let up: Element | null = el; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.clipPath !== 'none' || style.clip.startsWith('rect(0')) return true;
        if (style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('[translate="no"], [aria-hidden="true"], [inert]')) continue;
      // Members' words in it (a name, an address) may be shortened on purpose.
      if (el.querySelector('[translate="no"]')) continue;
      if (!el.textContent?.trim()) continue;
      if ([...el.childNodes].every((node) => node.nodeType !== Node.TEXT_NODE)) continue;
      if (visuallyHidden(el)) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (!clips) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
        cut.push(el.textContent.trim().slice(0, 60));
    }
    return cut;
  });
  return found.map((text) => `${where}: "${text}" is cut off`);
}

/** The visible text nodes of the interface, members' words left out. */
export async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('[translate="no"], script, style, noscript, [aria-hidden="true"]'))
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Adds `lang=` to a path's query. */
const withLang = (path: string, locale: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

/** English texts of the catalogs (two words or more) as patterns, placeholders matching anything. */
export function englishPatterns(texts: Iterable<string>): RegExp[] {
  const patterns: RegExp[] = [];
  for (const text of texts) {
    if (!/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text)) continue;
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    patterns.push(new RegExp(`^${source}$`));
  }
  return patterns;
}

/**
 * Every catalogued page of a role in the pseudo-locale at 390 px, with what is wrong: a page that
 * is not in the pseudo-locale, scrolls sideways, overlaps or cuts text off. (That no English is
 * left is languages-spanish.spec.ts's check, against the catalogs' own texts.)
 */
export async function pseudoSweep(seeded: SeededCatalogue, role: Role): Promise<string[]> {
  const page = await openAs(seeded, role, PHONE_390);
  const problems: string[] = [];
  for (const entry of seeded.catalogue.filter((candidate) => candidate.role === role)) {
    await page.goto(withLang(entry.path, 'en-XA'));
    await settle(page);
    const lang = await page.getAttribute('html', 'lang');
    if (lang !== 'en-XA') problems.push(`${entry.name}: <html lang="${lang}">`);
    problems.push(...(await layoutProblems(page, entry.name)));
    problems.push(...(await cutOffText(page, entry.name)));
  }
  return problems;
}
