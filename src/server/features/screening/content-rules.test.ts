import { describe, expect, it } from 'vitest';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import { containsLink, containsProfanity, contentProblem } from './content-rules';

describe('containsLink', () => {
  it.each([
    'see https://kind.example',
    'see http://kind.example/a?b=c',
    'visit example.com soon',
    'visit kindly.app soon',
    'www.example.org is yours',
    'mail friend@example.com',
    'ping 192.168.10.20 for cheer',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'You are wonderful. Truly!',
    'Your smile is 100% contagious',
    'You handle hard moments with grace...and humour',
    'You are the best friend in 2025',
  ])('finds none in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('containsProfanity', () => {
  it.each(['you are fucking great', 'f*cking brilliant', 'what a sh1t day, but you fixed it'])(
    'finds profanity in %j',
    (text) => {
      expect(containsProfanity(text)).toBe(true);
    },
  );

  it.each([
    'Scunthorpe is lucky to have you',
    'You have the focus of an assassin at chess',
    'Your classic style is timeless',
    'You are a great asset to the team',
  ])('lets %j through', (text) => {
    expect(containsProfanity(text)).toBe(false);
  });
});

describe('contentProblem', () => {
  it('names the rule that was broken', () => {
    expect(contentProblem('visit example.com for hugs')).toBe(COMPLIMENT_MESSAGES.noLinks);
    expect(contentProblem('you are fucking great')).toBe(COMPLIMENT_MESSAGES.noProfanity);
    expect(contentProblem('You make every day brighter')).toBeNull();
  });
});
