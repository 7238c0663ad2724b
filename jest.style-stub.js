// What a CSS module is in a jest test (the bundler's job in the site): every class name is its own key.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
