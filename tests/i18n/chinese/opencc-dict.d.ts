// opencc-js ships its dictionaries as modules without types: each default-exports one string of
// "key value|key value" pairs (tests/i18n/chinese/simplified.ts reads four of them).
declare module 'opencc-js/dict/*' {
  const pairs: string;
  export default pairs;
}
