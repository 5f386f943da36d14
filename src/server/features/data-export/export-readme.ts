// The README.txt of "Download my data" (PRODUCT 11.5): what each file of the archive holds.

/** The README of the archive, naming the site as its configuration does (SITE_NAME). */
export function exportReadme(siteName: string): string {
  const title = `Your data from ${siteName}`;
  return `${title}
${'='.repeat(title.length)}

This archive holds everything ${siteName} keeps about your account, as JSON files (UTF-8).
Times are in UTC (ISO 8601). Other members never appear by their email address; where a
compliment or a thank involves someone else, that person is not named at all.

account.json          Your account: email (and an address you asked to change to, while its
                      link waits), username, when you joined, confirmed your address and
                      last logged in, your karma, role, any suspension, and whether two-factor
                      sign-in is on. Your password and two-factor secret are stored only as a hash
                      and a sealed secret, and are not included.
compliments.json      The compliments you submitted, with their status: visible, hidden (and why:
                      reports, held, removed, admin or suspended) or pending review, and how often
                      each was seen and thanked.
compliments-received.json
                      The compliments ${siteName} showed you, and when last (those since hidden by
                      moderation are left out, as they are from your Received tab).
thanks-given.json     The compliments you thanked, and when.
thanks-received.json  The thanks your compliments received, and when (not who gave them).
karma.json            Your karma now, and what each of your compliments and thanks earned, as far
                      as ${siteName} stores it (points taken back by moderation are marked).
badges.json           Your badges, when you earned them, and whether and how often you shared them.
inbox.json            The messages in your inbox: thanks notices and messages from the ${siteName} team.
reports.json          The reports you filed: the compliment's text, your reason and note, and the
                      report's status (open, unfounded or upheld).
digest.json           Your weekly email digest setting and when the last digest was sent.
sessions.json         Where your account is signed in: browser, system, when each session started
                      and was last used (to the hour).
passkeys.json         Your passkeys: the name you gave each, when you added it and last used it,
                      whether it is synced, and how your browser reached it. Their keys are not
                      included.
`;
}
