// Compliments a newcomer can receive on an empty database, written by the Kindly team: in each of
// the six languages, written for its readers rather than translated (demo-compliments.<locale>.ts).
import type { Locale } from '../../../contract/i18n/locales';
import { LOCALES } from '../../../contract/i18n/locales';
import arabic from './demo-compliments.ar';
import german from './demo-compliments.de';
import spanish from './demo-compliments.es';
import french from './demo-compliments.fr';
import portuguese from './demo-compliments.pt-BR';

const ENGLISH: readonly string[] = [
  'Your laugh is the kind that makes strangers smile without knowing why.',
  'You have a way of making people feel heard, even when they only said a little.',
  'The care you put into small things does not go unnoticed.',
  'Somewhere today, someone is better off because you were kind to them yesterday.',
  'You make ordinary afternoons feel like something worth remembering.',
  'Your curiosity is contagious. Never stop asking why.',
  'You are allowed to be proud of how far you have come.',
  'The world is a little brighter with your particular way of seeing it.',
  'You turn awkward silences into comfortable ones. That is a rare gift.',
  'Your patience with others is a quiet kind of strength.',
  'You bring out the best in the people around you, often without even trying.',
  'Even on your tired days, you still show up. That matters more than you know.',
  'Your ideas have a spark that lights up every conversation they join.',
  'You listen with your whole heart, and people can feel it.',
  'You are the friend people call when they need good news to feel real.',
  'Your kindness has a long echo. It keeps going after you leave the room.',
  'The way you encourage others makes them braver than they thought they could be.',
  'You have excellent taste in music, in books and, most of all, in friends.',
  'Your honesty is gentle, and that makes it easy to trust.',
  'You make helping look effortless, but we know how much heart it takes.',
  'You are proof that warmth and strength can live in the same person.',
  'Thank you for being someone who remembers birthdays and the little stories behind them.',
  'Your smile could talk a grey sky into clearing up.',
  'You handle hard moments with more grace than you give yourself credit for.',
  'People leave conversations with you feeling lighter. Keep doing that.',
  'Your enthusiasm makes even Monday mornings feel like a fresh start.',
  'You notice the details everyone else walks past, and the world is richer for it.',
  'You have a talent for making newcomers feel like old friends.',
  'The effort you put in today is planting seeds you will be glad of later.',
  'You are exactly the kind of person this world could use more of.',
  'Your creativity turns the everyday into something delightful.',
  'You give the kind of hugs that fix at least half of any problem.',
  'Your calm presence is a safe harbor for the people who love you.',
  'You are braver than you feel and kinder than you realize.',
  'You remember what matters to other people. That is love in action.',
  'Your sense of humor is a gift you share generously.',
  'The way you keep learning and growing is genuinely inspiring.',
  'You make the people around you feel like they belong.',
  'Your good mood is the best kind of weather.',
  'You forgive easily and love deeply. Both are superpowers.',
  'You are doing better than you think. Really, you are.',
  'Your words have a way of arriving exactly when someone needs them.',
  'Your kitchen, your garden, your playlists: everything you touch feels warmer.',
  'You are a wonderful mix of thoughtful and fun.',
  'Anyone who gets to sit next to you today is lucky.',
  'You make kindness look like the most natural thing in the world.',
  'Your determination is quiet, steady and absolutely unstoppable.',
  'You turn mistakes into lessons, and lessons into wisdom.',
  'You are someone people are glad to have met.',
  'Your energy lifts every room you walk into, even through a screen.',
  "The way you celebrate other people's wins says so much about your heart.",
  'You have a rare ability to make people feel capable.',
  'Your thoughtfulness is the kind people still talk about years later.',
  'You deserve the same kindness you so freely give to others.',
  'Your questions make everyone think a little deeper.',
  'You are the reason someone smiled at their phone today.',
  'You bring calm to chaos and sunshine to drizzle.',
  'You are wonderfully, unmistakably yourself, and that is beautiful.',
  'Your good heart shows in the way you treat people who can do nothing for you.',
  'The world feels friendlier knowing you are in it.',
  'You have the courage to be gentle, and that is its own kind of bravery.',
  'Your messages always arrive like little gifts.',
  'You make it easy for others to be themselves.',
  'Every team is better with someone like you on it.',
  'Your resilience is quietly remarkable. Take a moment to notice it.',
  'You have a voice worth hearing. Please keep using it.',
  'Rest is not a reward you have to earn. You deserve some today.',
  'Your steady friendship is one of the best things that can happen to a person.',
  'You have a way with words that makes people feel seen.',
  'Today is lucky to have you in it.',
  'Your warmth could melt a snowman, so please be careful around winter.',
  'You are a lighthouse for anyone who has lost their way for a moment.',
  'The little notes and kind gestures you leave behind make a big difference.',
  'Your plants are thriving because you are the kind of person who keeps showing up.',
  'You ask "how are you?" and actually wait for the answer. Thank you.',
  'Your bravery in trying new things is an invitation for everyone else to try too.',
  'You make the hard days softer for the people who lean on you.',
  'If kindness were a sport, you would have a shelf full of medals by now.',
];

export const DEMO_COMPLIMENTS_BY_LANGUAGE: Readonly<Record<Locale, readonly string[]>> = {
  en: ENGLISH,
  es: spanish,
  fr: french,
  de: german,
  'pt-BR': portuguese,
  ar: arabic,
};

/** Each demo compliment with its language, English first. */
export const DEMO_COMPLIMENT_ROWS: readonly { text: string; language: Locale }[] = LOCALES.flatMap(
  (language) => DEMO_COMPLIMENTS_BY_LANGUAGE[language].map((text) => ({ text, language })),
);

/** Every demo compliment's text, English first. */
export const DEMO_COMPLIMENTS: readonly string[] = DEMO_COMPLIMENT_ROWS.map((row) => row.text);
