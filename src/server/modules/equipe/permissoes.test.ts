import { afterAll, beforeAll, expect, test } from "vitest";
import { NOMES_PAPEIS, type Papel, PERMISSOES, type Permissao, pode } from "@/shared/equipe/papeis";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import { pessoaLogada } from "../../../../tests/support/equipe";
import { contaLogada } from "../../../../tests/support/factories";
import { chamar, rotasDoApp } from "../../../../tests/support/rotas";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { type AcessoDaRota, acessoDaRota } from "./rotas-permissoes";

describeEachDatabase("funções: cada rota do app × cada função, 403 exatamente como a tabela diz", (getDb) => {
  let t: TestApp;
  const devices = {} as Record<Papel, Device>;
  beforeAll(async () => {
    t = createTestApp(getDb().db, { rateLimit: false });
    const dono = await contaLogada(t);
    devices.dono = dono.device;
    for (const papel of ["gerente", "caixa", "garcom"] as const) {
      devices[papel] = (await pessoaLogada(t, dono.device, papel)).device;
    }
  });
  afterAll(() => t.close());

  test("toda rota do app está na tabela (uma rota nova sem decisão reprova aqui)", () => {
    const semDecisao = rotasDoApp(t, { comAuth: false })
      .filter((r) => acessoDaRota(r.metodo, r.caminho) === undefined)
      .map((r) => `${r.metodo} ${r.caminho}`);
    expect(semDecisao).toEqual([]);
  });

  // The owner last: its run cancels the subscription (POST /api/assinatura/cancelar).
  for (const papel of ["garcom", "caixa", "gerente", "dono"] as const) {
    test(`${NOMES_PAPEIS[papel]}: permitidas passam, as outras respondem 403 SemPermissao`, async () => {
      const contagem = { permitidas: 0, negadas: 0 };
      for (const rota of rotasDoApp(t, { comAuth: false })) {
        const acesso = acessoDaRota(rota.metodo, rota.caminho);
        const response = await chamar(devices[papel], rota);
        const nome = `${papel}: ${rota.metodo} ${rota.caminho} → ${response.status}`;
        const negada = acesso !== undefined && isPermissao(acesso) && !pode(papel, acesso);
        if (negada) {
          contagem.negadas += 1;
          expect(response.status, nome).toBe(403);
          expect(await json<ErroApi>(response), nome).toEqual({
            error: `Sua função (${NOMES_PAPEIS[papel]}) não permite esta ação.`,
            code: "SemPermissao",
          });
        } else {
          contagem.permitidas += 1;
          expect(response.status, nome).not.toBe(403);
          // The routes that need a session let this one in; the others have their own checks (a token).
          if (acesso !== "sem-sessao") expect(response.status, nome).not.toBe(401);
          await response.body?.cancel();
        }
      }
      expect(contagem.permitidas).toBeGreaterThan(10);
      if (papel === "dono") expect(contagem.negadas).toBe(0);
      else expect(contagem.negadas).toBeGreaterThan(5);
    });
  }

  test("sem sessão: as rotas com permissão respondem 401, não 403", async () => {
    const anonimo = t.device();
    for (const rota of rotasDoApp(t, { comAuth: false })) {
      const acesso = acessoDaRota(rota.metodo, rota.caminho);
      if (!acesso || !isPermissao(acesso)) continue;
      const response = await chamar(anonimo, rota);
      expect(response.status, `${rota.metodo} ${rota.caminho}`).toBe(401);
    }
  });
});

function isPermissao(acesso: AcessoDaRota): acesso is Permissao {
  return Object.hasOwn(PERMISSOES, acesso);
}
