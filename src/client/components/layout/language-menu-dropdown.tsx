// The language menu itself (PRODUCT 29): the six languages by their own names, the page's marked.
// A chunk of its own, with Radix's dropdown menu: language-menu.tsx fetches it on the first sign of
// use, so the first screen never waits for it.
import { Check, Globe } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import {
  LOCALES,
  LOCALE_NAMES,
  directionOf,
  isLocale,
  type Locale,
} from '../../../contract/i18n/locales';
import { chooseLanguage } from '../../lib/choose-language';
import { pageDirection, pageLocale } from '../../lib/i18n';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-xl ps-2.5 pe-3 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground data-[state=checked]:font-bold';

export function LanguageMenuDropdown({
  label,
  triggerClassName,
  defaultOpen = false,
}: {
  label: string;
  triggerClassName: string;
  /** Open at once: the visitor pressed the button while this code was on its way. */
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} dir={pageDirection} modal={false}>
      <DropdownMenu.Trigger aria-label={label} title={label} className={triggerClassName}>
        <Globe aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className="z-50 grid min-w-52 gap-0.5 rounded-2xl border border-border bg-popover p-1.5 text-popover-foreground shadow-lifted data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.RadioGroup
            value={pageLocale}
            onValueChange={(value) => {
              if (isLocale(value) && value !== pageLocale) void chooseLanguage(value);
            }}
          >
            {LOCALES.map((locale: Locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                className={itemClass}
              >
                <span className="inline-flex size-4 shrink-0 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {/* The marks line up at the page's start; each name reads in its own direction. */}
                <span dir={directionOf(locale)}>{LOCALE_NAMES[locale]}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
