// Imported first by main.ts: React and Remix choose their production builds by NODE_ENV, so it must be
// set before either is loaded (the development builds render several times slower).
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';
export {};
