// zod builds its object parsers with `new Function` where the page allows it, and probes for that
// the first time a schema is made. The app's Content-Security-Policy allows no eval (SECURITY
// V7), so the probe fails, and Chromium reports every failed probe as a policy violation
// (Lighthouse's best practices count it). zod reads this global setting when it loads, which on
// the client is always later than the entry: its parsers are then built without eval, and no
// probe runs.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
