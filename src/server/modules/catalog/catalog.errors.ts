import { CorpoMuitoGrande, DomainError, NaoEncontrado } from "../../lib/errors";

/** The catalogue's errors (spec §8). app.onError answers `{ error, code, campos? }` with the status. */

export const MENSAGEM_PRODUTO_NAO_ENCONTRADO = "Produto não encontrado";
export const MENSAGEM_CODIGO_NAO_ENCONTRADO =
  "Produto não encontrado: Nenhum produto encontrado com o código de barras";
export const MENSAGEM_CODIGO_DUPLICADO = "Já existe um produto com este código de barras";

export class CodigoBarrasDuplicado extends DomainError {
  readonly code = "CodigoBarrasDuplicado";
  readonly status = 409;
  override readonly campos = { codigo_barras: MENSAGEM_CODIGO_DUPLICADO };
  override message = MENSAGEM_CODIGO_DUPLICADO;
}

export class ImportacaoInvalida extends DomainError {
  readonly code = "ImportacaoInvalida";
  readonly status = 400;
  override message = "A importação tem erros: nenhum produto foi salvo. Corrija a planilha e tente de novo.";
  constructor(override readonly campos: Record<string, string>) {
    super();
  }
}

export class ArquivoMuitoGrande extends CorpoMuitoGrande {
  override readonly code = "ArquivoMuitoGrande";
  override message = "Arquivo muito grande: o máximo é 5 MB por importação.";
}

export const produtoNaoEncontrado = () => new NaoEncontrado(MENSAGEM_PRODUTO_NAO_ENCONTRADO);
export const codigoNaoEncontrado = () => new NaoEncontrado(MENSAGEM_CODIGO_NAO_ENCONTRADO);
