export default {
  title: 'Vos données {site}',
  intro:
    'Cette archive contient tout ce que {site} conserve sur votre compte, en fichiers JSON (UTF-8).\nLes heures sont en UTC (ISO 8601). Les autres membres n’y figurent jamais par leur adresse\ne-mail ; quand un compliment ou un remerciement concerne quelqu’un d’autre, cette personne\nn’est pas nommée du tout.',
  account:
    'Votre compte : e-mail (et l’adresse vers laquelle vous avez demandé à en changer,\ntant que son lien est en attente), nom d’utilisateur, date d’inscription, de\nconfirmation de votre adresse et de dernière connexion, votre karma, votre rôle,\nune éventuelle suspension, et si la connexion en deux étapes est activée. Votre\nmot de passe et votre secret de connexion en deux étapes ne sont conservés que\nsous forme de hash et de secret scellé, et ne sont pas inclus.',
  compliments:
    'Les compliments que vous avez envoyés, avec leur statut : visible, masqué (et\npourquoi : signalements, retenu, supprimé, par un administrateur ou suspension)\nou en attente de relecture, et combien de fois chacun a été vu et remercié.',
  complimentsReceived:
    'Les compliments que {site} vous a montrés, et la dernière fois (sans ceux masqués\ndepuis par la modération, comme dans votre onglet des compliments reçus).',
  thanksGiven: 'Les compliments que vous avez remerciés, et quand.',
  thanksReceived: 'Les remerciements reçus par vos compliments, et quand (pas qui les a envoyés).',
  karma:
    'Votre karma actuel, et ce que chacun de vos compliments et remerciements vous a\nrapporté, tel que {site} le conserve (les points repris par la modération sont\nsignalés).',
  badges:
    'Vos badges, quand vous les avez obtenus, et si et combien de fois vous les avez\npartagés.',
  inbox:
    'Les messages de votre boîte de réception : avis de remerciement et messages de\nl’équipe {site}.',
  reports:
    'Les signalements que vous avez faits : le texte du compliment, votre motif et votre\nnote, et le statut du signalement (ouvert, non fondé ou confirmé).',
  digest: 'Votre réglage du récapitulatif hebdomadaire par e-mail et la date du dernier envoi.',
  sessions:
    'Les endroits où votre compte est connecté : navigateur, système, début de chaque\nsession et dernière utilisation (à l’heure près).',
  passkeys:
    'Vos passkeys : le nom que vous avez donné à chacune, quand vous l’avez ajoutée et\nutilisée pour la dernière fois, si elle est synchronisée et comment votre\nnavigateur y a accédé. Leurs clés ne sont pas incluses.',
  pushDevices:
    'Les appareils qui reçoivent les notifications de {site} : leur nom, leur service\nde notifications, leur fuseau horaire, les notifications que chacun reçoit et\nquand, et quand la dernière a été envoyée. Leurs adresses et leurs clés ne sont\npas incluses.',
};
