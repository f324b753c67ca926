import { CorpoMuitoGrande, DomainError, NaoEncontrado } from "../../lib/errors";

/** The backups' errors. Every refusal says that nothing was changed, because nothing was. */

export const MENSAGEM_BACKUP_NAO_ENCONTRADO = "Backup não encontrado";

export const NADA_ALTERADO = "Nada foi alterado.";

export const backupNaoEncontrado = () => new NaoEncontrado(MENSAGEM_BACKUP_NAO_ENCONTRADO);

/** 422: not a Balcão backup, cut short, or its bytes changed since it was made. */
export class BackupCorrompido extends DomainError {
  readonly code = "BackupCorrompido";
  readonly status = 422;
  constructor(motivo: string) {
    super(`Arquivo de backup inválido: ${motivo}. ${NADA_ALTERADO}`);
  }
}

/** 422: made by a newer Balcão, whose tables this server does not know. */
export class BackupDeVersaoMaisNova extends DomainError {
  readonly code = "BackupDeVersaoMaisNova";
  readonly status = 422;
  constructor(versao: string) {
    super(
      `Este backup foi feito por uma versão mais nova do Balcão (esquema ${versao}). ` +
        `Atualize o Balcão antes de restaurá-lo. ${NADA_ALTERADO}`,
    );
  }
}

/** 409: another account's backup goes only into an account that has no data of its own yet. */
export class ContaComDados extends DomainError {
  readonly code = "ContaComDados";
  readonly status = 409;
  override message =
    "Este backup é de outra conta, e esta conta já tem produtos, mesas ou vendas. Um backup de outra conta " +
    `só pode ser restaurado numa conta nova, sem dados. ${NADA_ALTERADO}`;
}

/** 403: restoring replaces everything, so only the account's owner may do it. */
export class SomenteDono extends DomainError {
  readonly code = "SomenteDono";
  readonly status = 403;
  override message = "Somente o dono da conta pode restaurar um backup.";
}

export class BackupMuitoGrande extends CorpoMuitoGrande {
  override readonly code = "BackupMuitoGrande";
  constructor(override message: string) {
    super();
  }
}
