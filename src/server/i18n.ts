// The server's side of the languages (PRODUCT 29): every contract catalog in every locale, loaded
// once at start, so an answer never waits for a translation file.
import {
  CatalogShelf,
  type Catalog,
  type Messages,
  type Translation,
} from '../contract/i18n/catalog';
import { CONTRACT_CATALOGS } from '../contract/i18n/contract-catalogs';
import { LOCALES, PSEUDO_LOCALE, type PageLocale } from '../contract/i18n/locales';

export class ServerTranslations {
  private readonly shelves = new Map<PageLocale, CatalogShelf>();

  constructor(private readonly catalogs: readonly Catalog[] = CONTRACT_CATALOGS) {
    for (const locale of [...LOCALES, PSEUDO_LOCALE] as PageLocale[])
      this.shelves.set(locale, new CatalogShelf(locale));
  }

  private shelf(locale: PageLocale): CatalogShelf {
    const shelf = this.shelves.get(locale);
    if (!shelf) throw new Error(`No shelf for locale ${locale}`);
    return shelf;
  }

  /** Loads the contract's catalogs in every locale. */
  async loadAll(): Promise<void> {
    await Promise.all(
      [...this.shelves.values()].flatMap((shelf) =>
        this.catalogs.map((catalog) => shelf.load(catalog)),
      ),
    );
  }

  /** A catalog's texts in a locale; a catalog outside the contract's is loaded on first use. */
  async messages<M extends Messages>(
    locale: PageLocale,
    catalog: Catalog<M>,
  ): Promise<Translation<M> | M> {
    return this.shelf(locale).load(catalog);
  }

  /** An English text of a contract catalog in the locale; any other text unchanged. */
  translate(locale: PageLocale, english: string): string {
    return this.shelf(locale).translate(english);
  }
}
