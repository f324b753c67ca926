import { Hono } from "hono";
import { CadastroInput, NovaSenhaInput, type Sessao } from "@/shared/accounts/schemas";
import type { Auth } from "../../lib/auth";
import { headersWithClientIp } from "../../lib/client-ip";
import { createRateLimitStore, rateLimit } from "../../lib/rate-limit";
import { optionalAccount, requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { corpo } from "../../lib/validation";
import { alterarSenha, cadastrarConta, obterSessao, sair } from "./accounts.service";

/** Per client address; sign-up is rarer than sign-in, and every attempt costs a password hash. */
export const CADASTRO_RATE_LIMIT = { window: 600, max: 10 };

/** /api/contas — HTTP only: read the input, call the service, shape the answer. */
export function accountsRoutes(deps: AppDeps, auth: Auth) {
  const store = createRateLimitStore(deps.db);
  const niveisAplicados = deps.env.FEATURE_GATING === "on";
  const conta = async ({
    usuarioId,
    pessoaId,
  }: {
    usuarioId: string;
    pessoaId: string;
  }): Promise<Sessao> => ({
    ...(await obterSessao(deps.db, { usuarioId, pessoaId, now: deps.now?.() })),
    niveis_aplicados: niveisAplicados,
  });

  return (
    new Hono<AppEnv>()
      .post(
        "/cadastro",
        rateLimit(store, CADASTRO_RATE_LIMIT, deps.rateLimit ?? true),
        corpo(CadastroInput),
        async (c) => {
          const dados = c.req.valid("json");
          const { usuarioId, email } = await cadastrarConta(deps.db, dados);
          // The session is created by better-auth's own sign-in, so its cookie is exactly the usual one.
          const { headers } = await auth.api.signInEmail({
            body: { email, password: dados.password },
            headers: headersWithClientIp(c),
            returnHeaders: true,
          });
          for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
          return c.json(await conta({ usuarioId, pessoaId: usuarioId }), 201);
        },
      )
      // Signed out is an answer (null), not an error: public pages ask this on every visit.
      .get("/sessao", async (c) => {
        const atual = optionalAccount(c);
        return c.json(atual ? await conta(atual) : null);
      })
      .post("/senha", signedIn, corpo(NovaSenhaInput), async (c) => {
        const atual = requireAccount(c);
        const { pessoaId, sessionId } = atual;
        await alterarSenha(deps.db, { pessoaId, sessionId, dados: c.req.valid("json") });
        return c.json(await conta(atual));
      })
      .post("/sair", async (c) => {
        // Signing out never fails for lack of a session: the cookies are cleared either way.
        const atual = optionalAccount(c);
        if (atual) await sair(deps.db, { pessoaId: atual.pessoaId });
        const { headers } = await auth.api.signOut({ headers: headersWithClientIp(c), returnHeaders: true });
        for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
        return c.json({ ok: true });
      })
  );
}
