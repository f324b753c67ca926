/**
 * Counts what a server sends PostgreSQL: a TCP relay between the app and the database that reads the
 * client side of the wire protocol. A statement is an Execute (extended protocol) or a simple Query; a
 * round trip is a Sync or a simple Query (the points where the client waits for the database). Used
 * by `npm run bench:vendas` to print statements per sale and per movement; it adds a hop, so it is
 * never in the path of a timed run.
 */
import net from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

export interface Contagem {
  comandos: number;
  idas: number;
  /** The statements' text, in order (first line, trimmed), while `gravar` is on. */
  textos: string[];
}

export interface Contador {
  porta: number;
  zerar(): void;
  ler(): Contagem;
  fechar(): Promise<void>;
}

function resumo(texto: string) {
  return texto.replace(/\s+/g, " ").trim().slice(0, 90);
}

/** Reads the frontend messages of one connection and counts them. */
function leitor(contagem: () => Contagem) {
  let pendente = Buffer.alloc(0);
  let semTipo = true;
  const preparados = new Map<string, string>();
  let ligado = "";
  return (parte: Buffer) => {
    pendente = Buffer.concat([pendente, parte]);
    for (;;) {
      if (semTipo) {
        if (pendente.length < 8) return;
        const tamanho = pendente.readInt32BE(0);
        if (pendente.length < tamanho) return;
        const codigo = pendente.readInt32BE(4);
        // After an SSL or GSS request the real start-up message (untyped too) follows.
        semTipo = codigo === SSL_REQUEST || codigo === GSSENC_REQUEST;
        pendente = pendente.subarray(tamanho);
        continue;
      }
      if (pendente.length < 5) return;
      const tipo = String.fromCharCode(pendente[0]!);
      const tamanho = pendente.readInt32BE(1);
      if (pendente.length < 1 + tamanho) return;
      const corpo = pendente.subarray(5, 1 + tamanho);
      pendente = pendente.subarray(1 + tamanho);
      const c = contagem();
      if (tipo === "Q") {
        c.comandos++;
        c.idas++;
        c.textos.push(resumo(corpo.toString("utf8", 0, corpo.indexOf(0))));
      } else if (tipo === "P") {
        const fimNome = corpo.indexOf(0);
        const nome = corpo.toString("utf8", 0, fimNome);
        preparados.set(nome, corpo.toString("utf8", fimNome + 1, corpo.indexOf(0, fimNome + 1)));
      } else if (tipo === "B") {
        const fimPortal = corpo.indexOf(0);
        ligado = corpo.toString("utf8", fimPortal + 1, corpo.indexOf(0, fimPortal + 1));
      } else if (tipo === "E") {
        c.comandos++;
        c.textos.push(resumo(preparados.get(ligado) ?? "?"));
      } else if (tipo === "S") {
        c.idas++;
      }
    }
  };
}

/** Listens on a free local port and relays every connection to `destino` (host:port of PostgreSQL). */
export async function abrirContador(destino: { host: string; port: number }): Promise<Contador> {
  let atual: Contagem = { comandos: 0, idas: 0, textos: [] };
  const conexoes = new Set<net.Socket>();
  const servidor = net.createServer((cliente) => {
    const banco = net.connect(destino);
    conexoes.add(cliente);
    conexoes.add(banco);
    const ler = leitor(() => atual);
    cliente.on("data", (parte) => {
      ler(parte);
      banco.write(parte);
    });
    banco.on("data", (parte) => cliente.write(parte));
    const fechar = () => {
      cliente.destroy();
      banco.destroy();
      conexoes.delete(cliente);
      conexoes.delete(banco);
    };
    for (const s of [cliente, banco]) {
      s.on("close", fechar);
      s.on("error", fechar);
    }
  });
  await new Promise<void>((resolve) => servidor.listen(0, "127.0.0.1", resolve));
  const endereco = servidor.address() as net.AddressInfo;
  return {
    porta: endereco.port,
    zerar() {
      atual = { comandos: 0, idas: 0, textos: [] };
    },
    ler: () => atual,
    async fechar() {
      for (const s of conexoes) s.destroy();
      await new Promise((resolve) => servidor.close(resolve));
    },
  };
}
