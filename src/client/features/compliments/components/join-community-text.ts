// The words of the Join the Community card and dialog, kept in one place so both say the same.
export const JOIN_COMMUNITY_TITLE = 'Join the Community';
export const JOIN_COMMUNITY_TEXT =
  'Create a free account to share your own compliments, thank the people who brighten your day and earn badges along the way.';
