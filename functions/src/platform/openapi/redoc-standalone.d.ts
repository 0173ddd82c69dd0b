// The Lambda bundle loads this file with esbuild's text loader (infra/src/portal-function.ts): its
// default export is the script's text. Run from source it is never imported (see redoc-script.ts).
declare module 'redoc/bundles/redoc.standalone.js' {
  const text: string;
  export default text;
}
