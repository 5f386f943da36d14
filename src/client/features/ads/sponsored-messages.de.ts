export default {
  sponsored: 'Gesponsert',
  visit: 'Ansehen',
  bar: 'Gesponserte Leiste',
  closeBar: 'Gesponserte Leiste schließen',
  link: 'Gesponsert: {name} (öffnet in einem neuen Tab)',
};
