export default {
  title: '{earnedBy} consiguió la insignia {name} de {tier} en {site}',
  description:
    '{description}. La consiguió el {date}. Recibe unas palabras amables y contagia la buena onda.',
  imageAlt: 'Insignia {name}',
};
