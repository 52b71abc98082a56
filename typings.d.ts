declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.less';
declare module '*.css';
declare module 'sm-crypto/src/sm2' {
  import { sm2 } from 'sm-crypto';
  export default sm2;
}

/** webpack's hot module API as `npm start` serves it (undefined in a build). */
interface ImportMeta {
  webpackHot?: { accept: (dependency: string, onUpdate: () => void) => void };
}
