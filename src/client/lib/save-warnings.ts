// What an admin is warned of after a save that went through (watched words in an ad's or a
// promotion's texts): shown under the success toast's title.
export const warningsOf = (saved: { warnings?: string[] }): string | undefined =>
  saved.warnings && saved.warnings.length > 0 ? saved.warnings.join(' ') : undefined;
