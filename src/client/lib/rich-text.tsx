// A translated sentence with elements in it (an icon, a date, a name kept in its own direction):
// the whole sentence is one message, so each language puts the element where its word order wants.
import { Fragment, type ReactNode } from 'react';
import type { MessageText, Values } from '../../contract/i18n/catalog';
import { t } from './i18n';

/**
 * `text` in the page's language with `values` filled as `t` fills them, then each `{name}` that
 * `nodes` has replaced by its element.
 */
export function richText(
  text: MessageText,
  nodes: Readonly<Record<string, ReactNode>>,
  values?: Values,
): ReactNode {
  const parts = t(text, values).split(/\{(\w+)\}/);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part === '' ? null : <Fragment key={index}>{part}</Fragment>;
    return <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>;
  });
}
