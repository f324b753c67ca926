// The page's CSP forbids eval (decision 086). Without `jitless`, zod probes `new Function` when it builds
// its first object schema, and the browser reports a violation even though zod catches the error.
// Imported first by main.tsx, so it runs before any schema module. zod keeps its global config on
// `globalThis.__zod_globalConfig` (shared by every copy of zod); setting it there spares the landing page
// loading zod at all (decision 141). zod-jitless.test.ts checks that zod still reads it from there.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
