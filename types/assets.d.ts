declare module '*.svg' {
  const url: string;
  export default url;
}
/** Injected by webpack's DefinePlugin: the package version of the app being built. */
declare const __APP_VERSION__: string;
