import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { escapeHtml } from "../../lib/mail-templates";
import type { AppDeps, AppEnv } from "../../lib/types";

/**
 * Development pages (mounted only with NODE_ENV=development). /dev/emails is the outbox: without SMTP_URL
 * every e-mail the app sends lands here, so the reset link of the demo can be opened.
 */
export function devRoutes(deps: AppDeps) {
  const { mailer } = deps;
  const quando = (iso: string) =>
    new Date(iso).toLocaleString("pt-BR", {
      timeZone: "America/Sao_Paulo",
      dateStyle: "short",
      timeStyle: "medium",
    });

  return new Hono<AppEnv>()
    .get("/emails", async (c) => {
      if (mailer.transport === "smtp") {
        return c.html(
          page(
            "Caixa de saída",
            html`<p class="muted">Os e-mails estão sendo enviados por SMTP (<code>SMTP_URL</code>). A caixa de saída
              local fica vazia.</p>`,
          ),
        );
      }
      const mensagens = await mailer.listOutbox();
      const linhas = mensagens.map(
        (m) => html`<li><a href="/dev/emails/${m.id}"><strong>${m.subject}</strong><span>${m.to}</span>
          <time datetime="${m.createdAt}">${quando(m.createdAt)}</time></a></li>`,
      );
      return c.html(
        page(
          "Caixa de saída",
          html`<p class="muted">Sem <code>SMTP_URL</code>, os e-mails ficam aqui (${mensagens.length}).</p>
            ${mensagens.length ? html`<ul class="list">${linhas}</ul>` : html`<p>Nenhum e-mail enviado ainda.</p>`}`,
        ),
      );
    })
    .get("/emails/:id", async (c) => {
      const m = await mailer.readOutbox(c.req.param("id"));
      if (!m) {
        return c.html(
          page("E-mail não encontrado", html`<p><a href="/dev/emails">← Caixa de saída</a></p>`),
          404,
        );
      }
      // Links inside the message open in the whole tab, not inside the frame.
      const srcdoc = m.html.replace(/<head>/i, '<head><base target="_top">');
      return c.html(
        page(
          m.subject,
          html`<p><a href="/dev/emails">← Caixa de saída</a></p>
            <dl>
              <dt>De</dt><dd>${m.from}</dd>
              <dt>Para</dt><dd>${m.to}</dd>
              <dt>Enviado</dt><dd>${quando(m.createdAt)}</dd>
            </dl>
            <iframe title="${m.subject}" srcdoc="${srcdoc}"
              sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>
            <h2>Texto simples</h2>
            <pre>${raw(linkify(m.text))}</pre>`,
        ),
      );
    });
}

/** Escapes the text, then turns its URLs into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Balcão (dev)</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; padding: 24px; background: #0a0a0a; color: #e5e5e5;
    font: 15px/1.5 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 24px 0 8px; }
  a { color: #fafafa; } .muted { color: #a3a3a3; }
  code { background: #262626; padding: 1px 6px; border-radius: 4px; }
  .list { list-style: none; padding: 0; margin: 16px 0; border: 1px solid #262626; border-radius: 10px; }
  .list li + li { border-top: 1px solid #262626; }
  .list a { display: grid; grid-template-columns: 1fr auto; gap: 2px 16px; padding: 12px 16px; text-decoration: none; }
  .list a:hover { background: #171717; }
  .list span, .list time { color: #a3a3a3; font-size: 13px; } .list time { grid-row: 1 / span 2; grid-column: 2; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dt { color: #a3a3a3; }
  iframe { width: 100%; height: 680px; border: 1px solid #262626; border-radius: 10px; background: #0a0a0a; }
  pre { white-space: pre-wrap; word-break: break-word; background: #171717; padding: 16px; border-radius: 10px; }
</style>
</head>
<body><main><h1>${title}</h1>${body}</main></body>
</html>`;
}
