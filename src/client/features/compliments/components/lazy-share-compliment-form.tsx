// Share a Compliment, drawn at once and made to work on the visitor's first sign of wanting it: its
// form library and the shared schema (DECISIONS 17) are not needed to show the first
// compliment, and on a phone the form sits right under it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { complimentLength, normalizeComplimentText } from '../../../../contract/compliment-text';
import { intlLocale } from '../../../lib/i18n';
import type { ShareComplimentForm } from './share-compliment-form';
import { ShareComplimentLayout, type ShareComplimentDraft } from './share-compliment-layout';

type Loaded = { Form: typeof ShareComplimentForm; draft: ShareComplimentDraft };

/** Signs of intent on the form itself: a tap, a click, a key, the focus arriving by Tab. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A scroll that brings the form within this many screen heights of view starts the load too. */
const SCROLL_LOOKAHEAD_SCREENS = 1;

export function LazyShareComplimentForm({ isGuest }: { isGuest: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [text, setText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);
  const submitPressed = useRef(false);
  const loading = useRef(false);

  useEffect(() => {
    const root = rootRef.current;
    if (loaded || !root) return;
    const load = () => {
      if (loading.current) return;
      loading.current = true;
      import('./share-compliment-form').then(
        ({ ShareComplimentForm: Form }) => {
          // Read when the code is in: the drawn form stays until the same render swaps it.
          const field = fieldRef.current;
          const active = document.activeElement;
          setLoaded({
            Form,
            draft: {
              text: field?.value ?? '',
              selectionStart: field?.selectionStart ?? 0,
              selectionEnd: field?.selectionEnd ?? 0,
              focus: active === field ? 'text' : active === submitRef.current ? 'submit' : null,
              submit: submitPressed.current,
              language: languageRef.current?.value ?? intlLocale,
            },
          });
        },
        () => {
          // A failed fetch (a dropped connection) is tried again on the next sign of intent.
          loading.current = false;
        },
      );
    };
    const onScroll = () => {
      if (root.getBoundingClientRect().top < window.innerHeight * (1 + SCROLL_LOOKAHEAD_SCREENS))
        load();
    };
    const passive = { passive: true } as const;
    for (const type of INTENT_EVENTS) root.addEventListener(type, load, passive);
    window.addEventListener('scroll', onScroll, passive);
    return () => {
      for (const type of INTENT_EVENTS) root.removeEventListener(type, load);
      window.removeEventListener('scroll', onScroll);
    };
  }, [loaded]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Pressed before the code came: the real form sends (or invites a guest to join) once it is in.
    event.preventDefault();
    submitPressed.current = true;
  };

  return (
    <div ref={rootRef}>
      {loaded ? (
        <loaded.Form isGuest={isGuest} draft={loaded.draft} />
      ) : (
        <ShareComplimentLayout
          form={{ onSubmit }}
          field={{
            ref: fieldRef,
            value: text,
            onChange: (event) => setText(event.currentTarget.value),
          }}
          length={complimentLength(normalizeComplimentText(text))}
          submitRef={submitRef}
          language={{ ref: languageRef, defaultValue: intlLocale }}
        />
      )}
    </div>
  );
}
