import { z } from "@/shared/zod";

// The page's CSP forbids eval (decision 086). Without this, zod's first parse probes `new Function`, and
// the browser reports a violation even though zod catches the error. Imported first by main.tsx, so it
// runs before any module parses.
z.config({ jitless: true });
