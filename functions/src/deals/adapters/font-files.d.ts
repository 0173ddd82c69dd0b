/** Font files, as esbuild's `file` loader gives them in a deployed bundle: their path beside it. */
declare module '*.ttf' {
  const path: string;
  export default path;
}
declare module '*.otf' {
  const path: string;
  export default path;
}
