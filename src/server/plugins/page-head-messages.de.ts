export default {
  title: '{site}: jeden Tag ein bisschen Freundlichkeit',
  description: 'Hol dir ein nettes Wort, teile es und gib die gute Laune weiter.',
};
