// Screening in the compliment's language (docs/SCREENING-LANGUAGES.md, DECISIONS 74): offensive
// words of each language's list, the tone check where a lexicon judges it, and the detector that
// questions the author's choice only when it is sure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../contract/i18n/locales';
import { DEMO_COMPLIMENTS_BY_LANGUAGE } from '../../db/seed/demo-compliments';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import { containsProfanity, contentProblemIn } from './content-rules';
import { LanguageDetector } from './language-detection';
import { JUDGED_LANGUAGES, soundsNegativeIn } from './positivity-languages';
import { containsProfanityIn } from './profanity-by-language';

const unkindSentences = (language: Locale) =>
  readFileSync(
    new URL(`../../../../test/fixtures/positivity/unkind.${language}.txt`, import.meta.url),
    'utf8',
  )
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

describe('offensive words per language', () => {
  it.each([
    ['es', 'Eres un gilipollas, pero te quiero'],
    ['fr', 'Tu es un vrai connard, mais je t’aime bien'],
    ['de', 'Du bist ein Arschloch, aber ein liebes'],
    ['pt-BR', 'Você é um filho da puta muito gente boa'],
    ['ar', 'أنت شرموطة لطيفة'],
  ] as const)('finds the %s list’s word in %j, which English rules miss', (language, text) => {
    expect(containsProfanity(text)).toBe(false);
    expect(containsProfanityIn(text, language)).toBe(true);
  });

  it.each([
    ['es', 'Eres mi heroína de todos los días'],
    ['fr', 'Un gros baiser et bravo, tu es bourré de talent'],
    ['pt-BR', 'Seu abraço é meu consolo, e eu adoro comer com você'],
    ['es', 'Siempre estás con quien te necesita'],
  ] as const)('lets the kind %s text %j through', (language, text) => {
    expect(containsProfanityIn(text, language)).toBe(false);
  });

  it('refuses English offensive words in any language, as words of their own', () => {
    expect(contentProblemIn('Eres fucking genial, amigo mío', 'es')).toBe(
      COMPLIMENT_MESSAGES.noProfanity,
    );
    expect(contentProblemIn('Feliz cumpleaños, y gracias por el cumplido', 'es')).toBeNull();
    expect(
      contentProblemIn('Um cumprimento para você, e seu cabelo negro é lindo', 'pt-BR'),
    ).toBeNull();
    expect(contentProblemIn('Tu es assez génial, merci xx', 'fr')).toBeNull();
    expect(contentProblemIn('Dein dickes Lob hat mich gefreut', 'de')).toBeNull();
  });

  it('judges a word only in its own language: Spanish "con" is "with"', () => {
    expect(containsProfanityIn('Sueño con un mundo lleno de gente como tú', 'es')).toBe(false);
    expect(containsProfanityIn('Quel con', 'fr')).toBe(true);
  });

  it('lets every demo compliment of every language through', () => {
    for (const language of LOCALES)
      for (const text of DEMO_COMPLIMENTS_BY_LANGUAGE[language])
        expect({ text, found: containsProfanityIn(text, language) }).toEqual({
          text,
          found: false,
        });
  });
});

describe('the tone check per language', () => {
  it('judges English, Spanish, French, German and Brazilian Portuguese; Arabic waits for review', () => {
    expect([...JUDGED_LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr', 'pt-BR']);
    expect(soundsNegativeIn('ابتسامتك تضيء المكان', 'ar')).toBeNull();
  });

  it.each(['es', 'fr', 'de', 'pt-BR'] as const)(
    'in %s, lets every demo compliment through and holds at least half of 20 unkind sentences',
    (language) => {
      const kind = DEMO_COMPLIMENTS_BY_LANGUAGE[language];
      expect(kind.filter((text) => soundsNegativeIn(text, language))).toEqual([]);
      const unkind = unkindSentences(language);
      const held = unkind.filter((text) => soundsNegativeIn(text, language)).length;
      console.log(`tone check (${language}): ${held} of ${unkind.length} unkind sentences held`);
      expect(held / unkind.length).toBeGreaterThanOrEqual(0.5);
    },
  );
});

describe('the language detector', () => {
  const detector = new LanguageDetector();

  it('never questions a demo compliment written in the language it was chosen in', async () => {
    for (const language of LOCALES)
      for (const text of DEMO_COMPLIMENTS_BY_LANGUAGE[language])
        expect({ text, found: await detector.contradiction(text, language) }).toEqual({
          text,
          found: null,
        });
  });

  it('names the language of a text chosen as another, far enough from it', async () => {
    const [spanish] = DEMO_COMPLIMENTS_BY_LANGUAGE.es;
    const [german] = DEMO_COMPLIMENTS_BY_LANGUAGE.de;
    const [arabic] = DEMO_COMPLIMENTS_BY_LANGUAGE.ar;
    expect(await detector.contradiction(spanish!, 'en')).toBe('es');
    expect(await detector.contradiction(german!, 'fr')).toBe('de');
    expect(await detector.contradiction(arabic!, 'pt-BR')).toBe('ar');
    expect(await detector.contradiction(DEMO_COMPLIMENTS_BY_LANGUAGE.en[0]!, 'es')).toBe('en');
  });

  it('keeps the choice for short texts and mixed ones', async () => {
    expect(await detector.contradiction('¡Gracias, Ana!', 'en')).toBeNull();
    expect(await detector.contradiction('You are my Schatz and my best friend.', 'en')).toBeNull();
  });
});
