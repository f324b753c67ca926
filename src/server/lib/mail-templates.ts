/**
 * pt-BR e-mails, each with a plain-text and an HTML part. The HTML is table-based with inline styles
 * because that is what mail clients render reliably; every interpolated value is escaped.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#0a0a0a;color:#e5e5e5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0a0a;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#171717;border:1px solid #262626;border-radius:12px;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #262626;">
<span style="font-size:20px;font-weight:700;color:#fafafa;letter-spacing:-0.02em;">Balcão</span>
</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6;color:#d4d4d4;">${body}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #262626;font-size:12px;color:#737373;">
Balcão — gestão de estoque, vendas e comandas para bares. Este é um e-mail automático; não responda.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
<td style="border-radius:8px;background:#fafafa;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-weight:600;color:#0a0a0a;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

export function resetPasswordEmail(input: {
  url: string;
  nomeEstabelecimento?: string | null;
}): RenderedMail {
  const subject = "Redefinição de senha — Balcão";
  const saudacao = input.nomeEstabelecimento ? `Olá, ${input.nomeEstabelecimento}!` : "Olá!";
  const text = [
    saudacao,
    "",
    "Recebemos um pedido para redefinir a senha da sua conta no Balcão.",
    "Para criar uma nova senha, abra o link abaixo:",
    "",
    input.url,
    "",
    "O link vale por 1 hora e só pode ser usado uma vez.",
    "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
    "",
    "— Equipe Balcão",
  ].join("\n");

  const html = layout(
    subject,
    `<p style="margin:0 0 12px;color:#fafafa;font-size:17px;font-weight:600;">${escapeHtml(saudacao)}</p>
<p style="margin:0 0 12px;">Recebemos um pedido para redefinir a senha da sua conta no Balcão.</p>
<p style="margin:0;">Para criar uma nova senha, clique no botão abaixo:</p>
${button(input.url, "Redefinir minha senha")}
<p style="margin:0 0 12px;font-size:13px;color:#a3a3a3;">Se o botão não funcionar, copie e cole este endereço no navegador:<br>
<a href="${escapeHtml(input.url)}" style="color:#e5e5e5;word-break:break-all;">${escapeHtml(input.url)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#a3a3a3;">O link vale por <strong style="color:#e5e5e5;">1 hora</strong> e só pode ser usado uma vez.</p>
<p style="margin:0;font-size:13px;color:#a3a3a3;">Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>`,
  );
  return { subject, text, html };
}

/**
 * Pay first: the confirmed payment created the account. "With credentials" means the e-mail to sign in
 * with and a one-time link to choose the password (decision 102) — never a password in the message.
 */
export function acessoCriadoEmail(input: {
  url: string;
  email: string;
  nomeEstabelecimento: string;
  planoNome: string;
  validadeHoras: number;
}): RenderedMail {
  const subject = "Pagamento confirmado: crie sua senha do Balcão";
  const saudacao = `Olá, ${input.nomeEstabelecimento}!`;
  const text = [
    saudacao,
    "",
    `Seu pagamento do plano ${input.planoNome} foi confirmado e sua conta no Balcão está ativa.`,
    `Seu login é este e-mail: ${input.email}`,
    "",
    "Para criar sua senha e entrar, abra o link abaixo:",
    "",
    input.url,
    "",
    `O link vale por ${input.validadeHoras} horas e só pode ser usado uma vez. Depois disso, use`,
    '"Esqueci minha senha" na tela de login para receber um novo.',
    "",
    "— Equipe Balcão",
  ].join("\n");

  const html = layout(
    subject,
    `<p style="margin:0 0 12px;color:#fafafa;font-size:17px;font-weight:600;">${escapeHtml(saudacao)}</p>
<p style="margin:0 0 12px;">Seu pagamento do plano <strong style="color:#fafafa;">${escapeHtml(input.planoNome)}</strong> foi confirmado e sua conta no Balcão está ativa.</p>
<p style="margin:0 0 12px;">Seu login é este e-mail: <strong style="color:#fafafa;">${escapeHtml(input.email)}</strong></p>
<p style="margin:0;">Para criar sua senha e entrar, clique no botão abaixo:</p>
${button(input.url, "Criar minha senha")}
<p style="margin:0 0 12px;font-size:13px;color:#a3a3a3;">Se o botão não funcionar, copie e cole este endereço no navegador:<br>
<a href="${escapeHtml(input.url)}" style="color:#e5e5e5;word-break:break-all;">${escapeHtml(input.url)}</a></p>
<p style="margin:0;font-size:13px;color:#a3a3a3;">O link vale por <strong style="color:#e5e5e5;">${input.validadeHoras} horas</strong> e só pode ser usado uma vez. Depois disso, use "Esqueci minha senha" na tela de login para receber um novo.</p>`,
  );
  return { subject, text, html };
}

/**
 * A person invited to the staff, or whose access the owner reset: the login (the e-mail) and a
 * one-time link to choose the password (the pay-first link of decision 102) — never a password.
 */
export function conviteEquipeEmail(input: {
  url: string;
  nome: string;
  email: string;
  nomeEstabelecimento: string;
  papel: string;
  validadeHoras: number;
  redefinicao: boolean;
}): RenderedMail {
  const subject = input.redefinicao
    ? `Seu acesso ao Balcão de ${input.nomeEstabelecimento} foi redefinido`
    : `Convite para a equipe de ${input.nomeEstabelecimento} no Balcão`;
  const saudacao = `Olá, ${input.nome}!`;
  const abertura = input.redefinicao
    ? `O acesso que você tinha ao Balcão de ${input.nomeEstabelecimento} foi redefinido: a senha anterior não vale mais.`
    : `Você foi convidado(a) para a equipe de ${input.nomeEstabelecimento} no Balcão, na função ${input.papel}.`;
  const text = [
    saudacao,
    "",
    abertura,
    `Seu login é este e-mail: ${input.email}`,
    "",
    "Para criar sua senha e entrar, abra o link abaixo:",
    "",
    input.url,
    "",
    `O link vale por ${input.validadeHoras} horas e só pode ser usado uma vez. Depois disso, peça um novo`,
    'a quem administra o estabelecimento ou use "Esqueci minha senha" na tela de login.',
    "",
    "— Equipe Balcão",
  ].join("\n");

  const html = layout(
    subject,
    `<p style="margin:0 0 12px;color:#fafafa;font-size:17px;font-weight:600;">${escapeHtml(saudacao)}</p>
<p style="margin:0 0 12px;">${escapeHtml(abertura)}</p>
<p style="margin:0 0 12px;">Seu login é este e-mail: <strong style="color:#fafafa;">${escapeHtml(input.email)}</strong></p>
<p style="margin:0;">Para criar sua senha e entrar, clique no botão abaixo:</p>
${button(input.url, "Criar minha senha")}
<p style="margin:0 0 12px;font-size:13px;color:#a3a3a3;">Se o botão não funcionar, copie e cole este endereço no navegador:<br>
<a href="${escapeHtml(input.url)}" style="color:#e5e5e5;word-break:break-all;">${escapeHtml(input.url)}</a></p>
<p style="margin:0;font-size:13px;color:#a3a3a3;">O link vale por <strong style="color:#e5e5e5;">${input.validadeHoras} horas</strong> e só pode ser usado uma vez. Depois disso, peça um novo a quem administra o estabelecimento ou use "Esqueci minha senha" na tela de login.</p>`,
  );
  return { subject, text, html };
}

export interface ProdutoEmAlerta {
  nome: string;
  marca: string | null;
  estoque_atual: number;
  estoque_minimo: number;
  nivel: "baixo" | "critico";
}

/** The hourly low-stock digest (decision 113): the products that crossed since the last one. */
export function resumoAlertasEmail(input: {
  produtos: ProdutoEmAlerta[];
  nomeEstabelecimento: string | null;
  url: string;
}): RenderedMail {
  const n = input.produtos.length;
  const subject = `Estoque baixo: ${n === 1 ? "1 produto" : `${n} produtos`} — Balcão`;
  const saudacao = input.nomeEstabelecimento ? `Olá, ${input.nomeEstabelecimento}!` : "Olá!";
  const rotulo = (p: ProdutoEmAlerta) => (p.nivel === "critico" ? "Crítico" : "Baixo");
  const nome = (p: ProdutoEmAlerta) => (p.marca ? `${p.nome} (${p.marca})` : p.nome);
  const text = [
    saudacao,
    "",
    n === 1
      ? "Este produto ficou com o estoque no mínimo ou abaixo dele:"
      : "Estes produtos ficaram com o estoque no mínimo ou abaixo dele:",
    "",
    ...input.produtos.map(
      (p) => `- ${nome(p)}: estoque ${p.estoque_atual}, mínimo ${p.estoque_minimo} — ${rotulo(p)}`,
    ),
    "",
    `Veja o estoque: ${input.url}`,
    "",
    "Para não receber estes e-mails, desligue as notificações em Configurações.",
    "",
    "— Equipe Balcão",
  ].join("\n");

  const celula = "padding:8px 6px;border-top:1px solid #262626;";
  const linhas = input.produtos
    .map(
      (p) => `<tr><td style="${celula}color:#fafafa;">${escapeHtml(nome(p))}</td>
<td style="${celula}text-align:right;">${p.estoque_atual}</td><td style="${celula}text-align:right;">${p.estoque_minimo}</td>
<td style="${celula}color:${p.nivel === "critico" ? "#f87171" : "#fbbf24"};">${rotulo(p)}</td></tr>`,
    )
    .join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 12px;color:#fafafa;font-size:17px;font-weight:600;">${escapeHtml(saudacao)}</p>
<p style="margin:0 0 12px;">${n === 1 ? "Este produto ficou" : "Estes produtos ficaram"} com o estoque no mínimo ou abaixo dele:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><th align="left" style="padding:6px;">Produto</th><th align="right" style="padding:6px;">Estoque</th><th align="right" style="padding:6px;">Mínimo</th><th align="left" style="padding:6px;">Nível</th></tr>
${linhas}
</table>
${button(input.url, "Ver o estoque")}
<p style="margin:0;font-size:13px;color:#a3a3a3;">Para não receber estes e-mails, desligue as notificações em Configurações.</p>`,
  );
  return { subject, text, html };
}
