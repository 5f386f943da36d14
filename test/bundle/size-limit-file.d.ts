// Size Limit's plugin for file sizes ships no types: its default export is its list of plugins, which
// the API takes as they are (it flattens the lists it is given).
declare module '@size-limit/file' {
  const plugins: { name: string }[];
  export default plugins;
}
