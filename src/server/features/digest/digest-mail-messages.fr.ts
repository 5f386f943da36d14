export default {
  subject: {
    one: 'Vos compliments ont reçu un remerciement cette semaine',
    other: 'Vos compliments ont reçu {count} remerciements cette semaine',
  },
  intro: {
    one: 'Cette semaine, vos compliments sur {site} ont reçu un remerciement.',
    other: 'Cette semaine, vos compliments sur {site} ont reçu {count} remerciements.',
  },
  line: {
    one: '- « {text} » a reçu un remerciement',
    other: '- « {text} » a reçu {count} remerciements',
  },
  profile: 'Retrouvez-les sur votre profil : {url}',
  why: 'Vous recevez cet e-mail parce que vous avez activé le récapitulatif hebdomadaire sur votre profil {site}.',
  unsubscribe: 'Se désabonner : {url}',
};
