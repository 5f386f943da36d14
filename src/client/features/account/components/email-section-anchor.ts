// Where the banner's Change email leads: the settings page's email part, kept apart from the
// section so the banner loads neither its form library nor zod.

/** The email section's element id. */
export const EMAIL_SECTION_ID = 'change-email';

/** Brings the section into view and puts the cursor in its first field. */
export function revealEmailSection() {
  const section = document.getElementById(EMAIL_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.querySelector('input')?.focus({ preventScroll: true });
}
