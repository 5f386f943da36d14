export default {
  title: 'Dieses Kompliment melden',
  description:
    'Die Moderation sieht es sich an. Wer es geschrieben hat, erfährt nicht, wer es gemeldet hat.',
  question: 'Was stimmt damit nicht?',
  noteLabel: 'Erzähl uns mehr (optional)',
  send: 'Meldung senden',
  reasonUnkind: 'Unfreundlich oder beleidigend',
  reasonPersonalInfo: 'Persönliche Daten',
  reasonSpam: 'Spam oder Werbung',
  reasonOther: 'Etwas anderes',
};
