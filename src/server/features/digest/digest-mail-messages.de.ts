export default {
  subject: {
    one: 'Deine Komplimente haben diese Woche ein Dankeschön bekommen',
    other: 'Deine Komplimente haben diese Woche {count} Dankeschöns bekommen',
  },
  intro: {
    one: 'Deine Komplimente auf {site} haben diese Woche ein Dankeschön bekommen.',
    other: 'Deine Komplimente auf {site} haben diese Woche {count} Dankeschöns bekommen.',
  },
  line: {
    one: '- „{text}“ hat ein Dankeschön bekommen',
    other: '- „{text}“ hat {count} Dankeschöns bekommen',
  },
  profile: 'Sieh sie dir in deinem Profil an: {url}',
  why: 'Du bekommst diese E-Mail, weil du in deinem {site}-Profil die wöchentliche Zusammenfassung eingeschaltet hast.',
  unsubscribe: 'Abbestellen: {url}',
};
