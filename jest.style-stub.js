// What a CSS module is in a jest test (the bundler's job in the site): every class name is its own key.
module.exports = new Proxy({}, { get: (_target, key) => (typeof key === 'symbol' || key === '__esModule' ? undefined : key) });
