export default {
  title: 'Signaler ce compliment',
  description: 'Un modérateur va y jeter un œil ; son auteur ne saura pas qui l’a signalé.',
  question: 'Quel est le problème ?',
  noteLabel: 'Dites-nous-en plus (facultatif)',
  send: 'Envoyer le signalement',
  reasonUnkind: 'Méchant ou insultant',
  reasonPersonalInfo: 'Informations personnelles',
  reasonSpam: 'Spam ou publicité',
  reasonOther: 'Autre',
};
