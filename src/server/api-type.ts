/**
 * The one server module the web may import, and only as a type: the shape of the JSON API for the
 * typed client (web/lib/api.ts). It holds no value, so nothing of the server can reach the bundle.
 */
export type ApiType = ReturnType<typeof import("./api").apiRoutes>;
