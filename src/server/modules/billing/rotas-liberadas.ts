/**
 * THE list of API operations an account the access rule blocks may still use: what it needs to get back
 * in (decision 105). Everything else under /api answers 402 with the rule's message. A path matches an
 * entry when it is the entry's path or lies below it ("/api/compras" covers "/api/compras/:id", never
 * "/api/comprasX").
 */
export interface RotaLiberada {
  /** Absent: every method. */
  metodos?: readonly ("GET" | "POST" | "PUT" | "PATCH" | "DELETE")[];
  caminho: string;
  motivo: string;
}

export const ROTAS_LIBERADAS: readonly RotaLiberada[] = [
  { caminho: "/api/auth", motivo: "entrar, sair e redefinir a senha (better-auth)" },
  { metodos: ["GET"], caminho: "/api/contas/sessao", motivo: "a sessão diz por que o acesso parou" },
  { metodos: ["POST"], caminho: "/api/contas/sair", motivo: "sair" },
  {
    metodos: ["POST"],
    caminho: "/api/contas/senha",
    motivo: "o primeiro acesso troca a senha antes de tudo",
  },
  { caminho: "/api/assinatura", motivo: "ler a assinatura e os pagamentos, pagar, cancelar" },
  { caminho: "/api/compras", motivo: "comprar um plano e ler o resultado do pagamento" },
  { caminho: "/api/configuracoes", motivo: "a área de cobrança fica nas configurações" },
  { metodos: ["GET"], caminho: "/api/produtos/exportar.csv", motivo: "exportar os próprios dados" },
  { metodos: ["GET"], caminho: "/api/backups", motivo: "baixar os próprios backups" },
  { caminho: "/api/webhooks", motivo: "o provedor de pagamento confirma o pagamento que desbloqueia" },
  { caminho: "/api/sandbox", motivo: "o checkout do provedor de testes" },
  // Its own guard answers 404 to everyone but a super admin, who is never blocked: a 402 here would
  // tell an ordinary account that the console exists.
  { caminho: "/api/admin", motivo: "o console do super admin responde 404 a quem não é" },
];

function cobre(caminho: string, path: string): boolean {
  return path === caminho || path.startsWith(`${caminho}/`);
}

export function isRotaLiberada(method: string, path: string): boolean {
  // HEAD is answered by the GET route.
  const metodo = method === "HEAD" ? "GET" : method;
  return ROTAS_LIBERADAS.some(
    (rota) =>
      cobre(rota.caminho, path) && (!rota.metodos || (rota.metodos as readonly string[]).includes(metodo)),
  );
}
