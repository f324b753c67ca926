import { ChevronDownIcon } from "lucide-react";

const PERGUNTAS = [
  {
    pergunta: "Preciso de cartão de crédito para testar?",
    resposta:
      "Não. O plano Mensal começa com 7 dias grátis: você informa apenas e-mail, senha, nome do estabelecimento e CPF ou CNPJ.",
  },
  {
    pergunta: "Os planos têm funcionalidades diferentes?",
    resposta:
      "Não. Todos os planos incluem todas as funcionalidades; muda apenas o período contratado e o valor da mensalidade.",
  },
  {
    pergunta: "Como funciona o pagamento?",
    resposta:
      "Por PIX, boleto ou cartão de crédito. No Mensal você testa 7 dias grátis e paga pelo próprio sistema quando quiser; no Semestral e no Anual você paga primeiro e recebe por e-mail o link para criar sua senha.",
  },
  {
    pergunta: "Posso cancelar quando quiser?",
    resposta: "Sim. Você pode cancelar a assinatura a qualquer momento.",
  },
];

export function PlanosFaq() {
  return (
    <section aria-labelledby="faq-titulo" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-titulo" className="text-center text-xl font-semibold">
        Perguntas frequentes
      </h2>
      <div className="mt-6 divide-y rounded-xl border bg-card">
        {PERGUNTAS.map(({ pergunta, resposta }) => (
          <details key={pergunta} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-sm font-medium">
              {pergunta}
              <ChevronDownIcon
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{resposta}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
