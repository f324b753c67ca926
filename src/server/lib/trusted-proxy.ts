import { BlockList, isIP } from "node:net";

/** IPv4 as the socket may write it on a dual-stack server ("::ffff:10.0.0.1"); ports and brackets off. */
function normalizar(texto: string): string | null {
  let endereco = texto.trim();
  const v6ComPorta = endereco.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (v6ComPorta) endereco = v6ComPorta[1]!;
  const v4ComPorta = endereco.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/);
  if (v4ComPorta) endereco = v4ComPorta[1]!;
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(endereco)) endereco = endereco.slice(7);
  return isIP(endereco) ? endereco : null;
}

const familia = (endereco: string) => (isIP(endereco) === 6 ? "ipv6" : "ipv4");

/**
 * TRUSTED_PROXY: the reverse proxies in front of the app, as addresses or CIDR ranges separated by
 * commas ("10.0.0.5", "10.0.0.0/8, fd00::/8"). Throws on anything else — "true" or a hop count would
 * trust whatever a client writes in the header.
 */
export function parseTrustedProxies(value: string): BlockList {
  const lista = new BlockList();
  for (const item of value.split(",")) {
    const [rede = "", prefixo, ...resto] = item.trim().split("/");
    const endereco = normalizar(rede);
    if (!endereco || resto.length > 0)
      throw new Error(`"${item.trim()}" não é um endereço IP nem uma faixa CIDR`);
    if (prefixo === undefined) {
      lista.addAddress(endereco, familia(endereco));
      continue;
    }
    const bits = Number(prefixo);
    const maximo = familia(endereco) === "ipv6" ? 128 : 32;
    if (!/^\d+$/.test(prefixo) || bits > maximo)
      throw new Error(`"${item.trim()}" tem um prefixo CIDR inválido`);
    lista.addSubnet(endereco, bits, familia(endereco));
  }
  return lista;
}

export function isTrustedProxyList(value: string): boolean {
  try {
    parseTrustedProxies(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client's address. Only when the TCP peer is one of the trusted proxies is X-Forwarded-For read,
 * from the right: each proxy appends the address it received from, so the right-most entry that is not
 * itself a trusted proxy is the client; whatever lies further left was written by the client and is
 * ignored. An unreadable entry stops the walk at the last trusted hop.
 */
export function forwardedClientIp(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList | null,
): string {
  const par = normalizar(peer) ?? peer;
  const confiavel = (endereco: string) => !!trusted?.check(endereco, familia(endereco));
  if (!trusted || !forwardedFor || !confiavel(par)) return par;
  let cliente = par;
  for (const salto of forwardedFor.split(",").reverse()) {
    const endereco = normalizar(salto);
    if (!endereco) break;
    cliente = endereco;
    if (!confiavel(endereco)) break;
  }
  return cliente;
}
