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
