// Console lines pages produce by design: the session check answers 401 for guests, and an
// unknown page is served with status 404.
const EXPECTED = [/Failed to load resource: the server responded with a status of 401/];

export const unexpectedConsoleErrors = (lines: string[], alsoExpected: RegExp[] = []) =>
  lines.filter((line) => ![...EXPECTED, ...alsoExpected].some((pattern) => pattern.test(line)));
