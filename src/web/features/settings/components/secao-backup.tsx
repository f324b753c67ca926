import { DatabaseBackupIcon, FileDownIcon, FileUpIcon, Loader2Icon } from "lucide-react";
import { useRef } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { Configuracoes, ConfiguracoesInput } from "@/shared/settings/schemas";
import { Button } from "@/web/components/ui/button";
import { formatarDataHora } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useExportarConfiguracoes } from "../api/exportar-configuracoes";
import { useImportarConfiguracoes } from "../api/importar-configuracoes";
import { descricaoErroImportacao } from "../lib/mensagens";
import { BackupsDaConta } from "./backups-da-conta";
import { Interruptor, SecaoConfiguracoes } from "./secao-configuracoes";

/**
 * Spec §2 Backup: the automatic toggle, the last backup, the settings file (export and import) and the
 * account's full backups (BackupsDaConta).
 */
export function SecaoBackup({
  ultimoBackup,
  podeRestaurar,
  onImportadas,
}: {
  ultimoBackup: string | null;
  /** Offer restoring a backup (the owner's alone). */
  podeRestaurar: boolean;
  onImportadas: (c: Configuracoes) => void;
}) {
  const { control } = useFormContext<ConfiguracoesInput>();
  const exportar = useExportarConfiguracoes();
  const importar = useImportarConfiguracoes();
  const arquivo = useRef<HTMLInputElement>(null);

  const baixar = () =>
    exportar.mutate(undefined, {
      onSuccess: ({ arquivo: nome }) =>
        toast.success("Configurações exportadas com sucesso", { description: nome }),
      onError: (error) => toast.error("Erro ao exportar configurações", { description: error.message }),
    });

  const enviar = (escolhido: File | undefined) => {
    if (!escolhido) return;
    importar.mutate(escolhido, {
      onSuccess: (c) => {
        toast.success("Configurações importadas com sucesso");
        onImportadas(c);
      },
      onError: (error) =>
        toast.error("Erro ao importar configurações. Verifique o arquivo.", {
          description: descricaoErroImportacao(error),
        }),
      // The same file may be chosen again after fixing it.
      onSettled: () => {
        if (arquivo.current) arquivo.current.value = "";
      },
    });
  };

  return (
    <SecaoConfiguracoes
      titulo="Backup"
      descricao="Cópias de segurança dos seus dados."
      icone={DatabaseBackupIcon}
    >
      <div className="grid gap-4">
        <Controller
          control={control}
          name="backup_automatico"
          render={({ field }) => (
            <Interruptor
              rotulo="Backup automático"
              descricao="Um backup diário dos dados da conta."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <p className="text-sm">
          <span className="text-muted-foreground">Último backup: </span>
          <span className="font-medium">
            {ultimoBackup ? formatarDataHora(ultimoBackup) : "Nunca realizado"}
          </span>
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="button" variant="outline" onClick={baixar} disabled={exportar.isPending}>
            {exportar.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <FileDownIcon aria-hidden />
            )}
            Exportar Configurações
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => arquivo.current?.click()}
            disabled={importar.isPending}
          >
            {importar.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <FileUpIcon aria-hidden />
            )}
            Importar Configurações
          </Button>
          <input
            ref={arquivo}
            type="file"
            accept="application/json,.json"
            className="hidden"
            aria-label="Arquivo de configurações"
            onChange={(e) => enviar(e.target.files?.[0])}
          />
        </div>
        <BackupsDaConta podeRestaurar={podeRestaurar} />
      </div>
    </SecaoConfiguracoes>
  );
}
