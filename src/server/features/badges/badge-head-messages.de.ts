export default {
  title: '{earnedBy} hat auf {site} das Abzeichen „{name}“ in {tier} erhalten',
  description:
    '{description}. Erhalten am {date}. Hol dir ein liebes Wort und gib die gute Stimmung weiter.',
  imageAlt: 'Abzeichen „{name}“',
};
