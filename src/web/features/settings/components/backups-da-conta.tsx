import { DatabaseBackupIcon, DownloadIcon, Loader2Icon, RotateCcwIcon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { type Backup, ROTULO_TIPO_BACKUP } from "@/shared/backups/schemas";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { formatarDataHora } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useCriarBackup } from "../api/criar-backup";
import { useBackups } from "../api/listar-backups";
import { obterArquivoBackup } from "../api/obter-arquivo-backup";
import { type RestauracaoPedida, RestaurarBackupDialog } from "./restaurar-backup-dialog";

const tamanho = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** 2048 → "2 KB", 1572864 → "1,5 MB". */
export function formatarTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${tamanho.format(bytes / 1024)} KB`;
  return `${tamanho.format(bytes / 1024 / 1024)} MB`;
}

function avisarErro(error: unknown, padrao: string) {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(error instanceof ApiError && error.status !== 500 ? error.message : padrao);
}

/**
 * The Backup section's stored backups: "Backup manual" (built and kept on the server, then downloaded),
 * the list with date, kind, size and download, and restore — from a stored backup or a file — after a
 * typed confirmation. The settings screen renders it in its Backup section. Restoring replaces every
 * record of the account, so only a role with that right (the owner) is offered it.
 */
export function BackupsDaConta({ podeRestaurar }: { podeRestaurar: boolean }) {
  const backups = useBackups();
  const criar = useCriarBackup();
  const [baixando, setBaixando] = useState<string | null>(null);
  const [pedido, setPedido] = useState<RestauracaoPedida | null>(null);
  const arquivo = useRef<HTMLInputElement>(null);

  const baixar = async (id: string) => {
    setBaixando(id);
    try {
      await obterArquivoBackup(id);
    } catch (error) {
      avisarErro(error, "Erro ao baixar o backup");
    } finally {
      setBaixando(null);
    }
  };

  const backupManual = () =>
    criar.mutate(undefined, {
      onSuccess: async (backup) => {
        toast.success("Backup manual executado com sucesso");
        await baixar(backup.id);
      },
      onError: (error) => avisarErro(error, "Erro ao executar backup manual"),
    });

  const escolherArquivo = (e: React.ChangeEvent<HTMLInputElement>) => {
    const escolhido = e.target.files?.[0];
    e.target.value = "";
    if (escolhido) setPedido({ origem: { arquivo: escolhido }, descricao: `o arquivo ${escolhido.name}` });
  };

  const restaurarGuardado = (backup: Backup) =>
    setPedido({
      origem: { backupId: backup.id },
      descricao: `o backup de ${formatarDataHora(backup.created_at)}`,
    });

  return (
    <div className="grid gap-4" data-testid="backups-da-conta">
      <div className="flex flex-wrap gap-2">
        <Button onClick={backupManual} disabled={criar.isPending}>
          {criar.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DatabaseBackupIcon aria-hidden />
          )}
          Backup manual
        </Button>
        {podeRestaurar ? (
          <>
            <Button variant="outline" onClick={() => arquivo.current?.click()}>
              <UploadIcon aria-hidden />
              Restaurar de um arquivo
            </Button>
            <input
              ref={arquivo}
              type="file"
              accept=".gz,application/gzip"
              className="hidden"
              aria-label="Arquivo de backup"
              onChange={escolherArquivo}
            />
          </>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">
        Os backups ficam guardados no servidor: todo dia um automático (quando ligado), os dos últimos 7 dias
        e um por semana das 4 semanas anteriores, e os 10 últimos manuais.
        {podeRestaurar ? null : " Restaurar um backup substitui todos os dados da conta: só o dono pode."}
      </p>

      {backups.isPending ? (
        <p className="text-muted-foreground text-sm">Carregando backups…</p>
      ) : backups.isError ? (
        <p className="text-destructive text-sm">Não foi possível carregar os backups.</p>
      ) : backups.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum backup guardado ainda.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Backups guardados">
          {backups.data.map((backup) => (
            <li key={backup.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium tabular-nums">{formatarDataHora(backup.created_at)}</span>
                <Badge variant={backup.tipo === "manual" ? "secondary" : "outline"}>
                  {ROTULO_TIPO_BACKUP[backup.tipo]}
                </Badge>
                <span className="text-muted-foreground tabular-nums">
                  {formatarTamanho(backup.tamanho_bytes)}
                </span>
              </div>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => baixar(backup.id)}
                  disabled={baixando === backup.id}
                  aria-label={`Baixar backup de ${formatarDataHora(backup.created_at)}`}
                >
                  <DownloadIcon aria-hidden />
                  Baixar
                </Button>
                {podeRestaurar ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => restaurarGuardado(backup)}
                    aria-label={`Restaurar backup de ${formatarDataHora(backup.created_at)}`}
                  >
                    <RotateCcwIcon aria-hidden />
                    Restaurar
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      <RestaurarBackupDialog pedido={pedido} onOpenChange={(open) => !open && setPedido(null)} />
    </div>
  );
}
