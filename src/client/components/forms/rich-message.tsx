// A translated sentence with elements in its placeholders, such as a member's email in <bdi> and
// <strong>, as a component (see richText).
import type { ReactNode } from 'react';
import { richText } from '../../lib/rich-text';

export function RichMessage({
  text,
  values,
}: {
  /** The translated text, with `{name}` placeholders. */
  text: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  return <>{richText(text, values)}</>;
}
