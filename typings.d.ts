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

/** The hot module API `npm start` serves (webpack's and mako's shared form; undefined in a build): src/.screens/ (config/screenModules.ts). */
declare namespace NodeJS {
  interface Module {
    hot?: { accept: () => void };
  }
}
