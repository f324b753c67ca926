import { Hono } from "hono";
import { MENSAGEM_CARRINHO_VAZIO } from "@/shared/pos/constantes";
import { CancelarComandaInput, CancelarVendaInput, RemoverItemComandaInput } from "@/shared/pos/correcoes";
import { AjustarContaInput, PagamentoComandaInput, PessoasComandaInput } from "@/shared/pos/pagamentos";
import {
  AbrirComandaInput,
  ComandasFiltro,
  FecharComandaInput,
  ItensComandaInput,
  MesaInput,
  VendaInput,
  VendasFiltro,
} from "@/shared/pos/schemas";
import { JuntarComandasInput, TransferirItensInput, TrocarMesaInput } from "@/shared/pos/transferencias";
import { autorDe, requireAccount, signedIn } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { comId, consulta, corpo } from "../../lib/validation";
import { requireFeature } from "../billing/acesso";
import { cancelarComanda, cancelarVenda } from "./cancelamentos.service";
import { abrirComanda, adicionarItensComanda, listarComandas, obterComanda } from "./comandas.service";
import { ajustarContaComanda, definirPessoasComanda } from "./conta-comanda.service";
import { fecharComanda } from "./fechamento.service";
import { criarMesa, editarMesa, excluirMesa, listarMesas } from "./mesas.service";
import { registrarPagamentoComanda } from "./pagamentos.service";
import { obterConta, obterResumoPdv } from "./pdv.service";
import { CarrinhoVazio, comandaNaoEncontrada, mesaNaoEncontrada, vendaNaoEncontrada } from "./pos.errors";
import { itemNaoEncontrado, removerItemComanda } from "./remover-item.service";
import { juntarComandas, transferirItens } from "./transferencias.service";
import { trocarMesa } from "./trocar-mesa.service";
import { listarVendas, obterVenda, registrarVenda } from "./vendas.service";

/** An empty cart is its own error (code CarrinhoVazio), so the web can show the §8 toast as it is. */
const corpoDaVenda = corpo(VendaInput, {
  erro: (campos) => (campos.itens === MENSAGEM_CARRINHO_VAZIO ? new CarrinhoVazio(campos) : undefined),
});

/** /api/vendas */
export function vendasRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get("/", consulta(VendasFiltro), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarVendas(db, { usuarioId, filtro: c.req.valid("query") }));
    })
    .get("/:id", comId(vendaNaoEncontrada), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterVenda(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", corpoDaVenda, async (c) => {
      const conta = requireAccount(c);
      const { resultado, criada } = await registrarVenda(db, {
        usuarioId: conta.usuarioId,
        autor: autorDe(conta),
        dados: c.req.valid("json"),
      });
      return c.json(resultado, criada ? 201 : 200);
    })
    .post("/:id/cancelar", comId(vendaNaoEncontrada), corpo(CancelarVendaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await cancelarVenda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    });
}

/** /api/pdv */
export function pdvRoutes({ db }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(signedIn)
      .get("/resumo", async (c) => {
        const { usuarioId } = requireAccount(c);
        return c.json(await obterResumoPdv(db, { usuarioId }));
      })
      // The receiver of the PIX QR, for whoever takes payments without reading the settings (decision 137).
      .get("/pix", async (c) => {
        const { usuarioId } = requireAccount(c);
        return c.json({ pix: (await obterConta(db, { usuarioId })).pix });
      })
      // The service charge and couvert the settings apply now, for whoever sells (decisions 150–151).
      .get("/taxas", async (c) => {
        const { usuarioId } = requireAccount(c);
        return c.json((await obterConta(db, { usuarioId })).taxas);
      })
  );
}

/** /api/mesas — tables exist to hold tabs: the same plan feature as the tabs (decision 106). */
export function mesasRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(signedIn)
    .use(requireFeature("comandas", deps))
    .get("/", async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarMesas(db, { usuarioId }));
    })
    .post("/", corpo(MesaInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await criarMesa(db, { usuarioId, dados: c.req.valid("json") }), 201);
    })
    .put("/:id", comId(mesaNaoEncontrada), corpo(MesaInput), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await editarMesa(db, { usuarioId, id: c.req.param("id"), dados: c.req.valid("json") }));
    })
    .delete("/:id", comId(mesaNaoEncontrada), async (c) => {
      const { usuarioId } = requireAccount(c);
      await excluirMesa(db, { usuarioId, id: c.req.param("id") });
      return c.body(null, 204);
    });
}

/** /api/comandas */
export function comandasRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(signedIn)
    .use(requireFeature("comandas", deps))
    .get("/", consulta(ComandasFiltro), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await listarComandas(db, { usuarioId, filtro: c.req.valid("query") }));
    })
    .get("/:id", comId(comandaNaoEncontrada), async (c) => {
      const { usuarioId } = requireAccount(c);
      return c.json(await obterComanda(db, { usuarioId, id: c.req.param("id") }));
    })
    .post("/", corpo(AbrirComandaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      return c.json(
        await abrirComanda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), dados }),
        201,
      );
    })
    .post("/:id/itens", comId(comandaNaoEncontrada), corpo(ItensComandaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const { comanda, adicionados } = await adicionarItensComanda(db, {
        usuarioId: conta.usuarioId,
        autor: autorDe(conta),
        id: c.req.param("id"),
        dados,
      });
      return c.json(comanda, adicionados ? 201 : 200);
    })
    .post("/:id/fechar", comId(comandaNaoEncontrada), corpo(FecharComandaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await fecharComanda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    })
    .post("/:id/pagamentos", comId(comandaNaoEncontrada), corpo(PagamentoComandaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      const autor = autorDe(conta);
      const { resultado, registrado } = await registrarPagamentoComanda(db, {
        usuarioId: conta.usuarioId,
        autor,
        id,
        dados,
      });
      return c.json(resultado, registrado ? 201 : 200);
    })
    .post("/:id/conta", comId(comandaNaoEncontrada), corpo(AjustarContaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await ajustarContaComanda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    })
    .post("/:id/pessoas", comId(comandaNaoEncontrada), corpo(PessoasComandaInput), async (c) => {
      const conta = requireAccount(c);
      const { pessoas } = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await definirPessoasComanda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, pessoas }),
      );
    })
    .post("/:id/cancelar", comId(comandaNaoEncontrada), corpo(CancelarComandaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await cancelarComanda(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    })
    .post(
      "/:id/itens/:itemId/remover",
      comId(comandaNaoEncontrada),
      comId(itemNaoEncontrado, "itemId"),
      corpo(RemoverItemComandaInput),
      async (c) => {
        const conta = requireAccount(c);
        const { id, itemId } = c.req.param();
        const dados = c.req.valid("json");
        const autor = autorDe(conta);
        return c.json(await removerItemComanda(db, { usuarioId: conta.usuarioId, autor, id, itemId, dados }));
      },
    )
    .post("/:id/trocar-mesa", comId(comandaNaoEncontrada), corpo(TrocarMesaInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(await trocarMesa(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }));
    })
    .post("/:id/transferir-itens", comId(comandaNaoEncontrada), corpo(TransferirItensInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await transferirItens(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    })
    .post("/:id/juntar", comId(comandaNaoEncontrada), corpo(JuntarComandasInput), async (c) => {
      const conta = requireAccount(c);
      const dados = c.req.valid("json");
      const id = c.req.param("id");
      return c.json(
        await juntarComandas(db, { usuarioId: conta.usuarioId, autor: autorDe(conta), id, dados }),
      );
    });
}
