export default {
  title: '{site}: un poco de amabilidad, cada día',
  description: 'Recibe unas palabras amables, compártelas y contagia la buena onda.',
};
