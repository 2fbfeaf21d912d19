/**
 * The API's version, which the OpenAPI document gives as `info.version`: the newest heading of docs/api-changelog.md
 * (a test holds them together). A change an integrator could notice moves it: a removal or renaming (after its
 * deprecation's sunset) the first number, an addition the second, a correction the third.
 */
export const API_VERSION = '2.8.0';
