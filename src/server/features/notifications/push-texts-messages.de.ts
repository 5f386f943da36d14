export default {
  thanksTitle: 'Jemand hat sich für dein Kompliment bedankt',
  thanksBody: 'Deine freundlichen Worte haben jemandem den Tag verschönert.',
  badgeTitle: 'Du hast ein Abzeichen verdient',
  badgeBody: '{badge} ({tier}): {description}',
  dailyTitle: 'Ein freundliches Wort für dich',
};
