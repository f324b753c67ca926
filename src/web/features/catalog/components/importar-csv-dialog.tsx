import {
  AlertCircleIcon,
  CheckCircle2Icon,
  FileSpreadsheetIcon,
  Loader2Icon,
  TriangleAlertIcon,
  UploadIcon,
} from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import type { ImportacaoPrevia } from "@/shared/catalog/schemas";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api";
import { formatarInteiro } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useImportarProdutos, usePreviaImportacao } from "../api/importar-produtos";
import { decodificarCsv, TAMANHO_MAXIMO_CSV } from "../lib/ler-arquivo-csv";
import { PreviaImportacaoTabela } from "./previa-importacao-tabela";

interface Arquivo {
  nome: string;
  csv: string;
}

/**
 * "Importar CSV": choose a file, see every row checked by the server, and only then "Confirmar
 * importação" — all rows or none (decision 012). Nothing is saved before the confirmation.
 */
export function ImportarCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const previa = usePreviaImportacao();
  const importar = useImportarProdutos();
  const [arquivo, setArquivo] = useState<Arquivo | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const recomecar = () => {
    setArquivo(null);
    setErroArquivo(undefined);
    previa.reset();
    importar.reset();
    if (inputRef.current) inputRef.current.value = "";
  };
  const mudar = (aberto: boolean) => {
    if (!aberto) recomecar();
    onOpenChange(aberto);
  };

  const escolher = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    previa.reset();
    setErroArquivo(undefined);
    if (file.size > TAMANHO_MAXIMO_CSV) {
      setArquivo(null);
      setErroArquivo("O arquivo passa de 5 MB. Divida a planilha em partes menores.");
      return;
    }
    const csv = decodificarCsv(await file.arrayBuffer());
    setArquivo({ nome: file.name, csv });
    previa.mutate(csv);
  };

  const confirmar = () => {
    if (!arquivo) return;
    importar.mutate(arquivo.csv, {
      onSuccess: ({ importados }) => {
        toast.success(
          importados === 1
            ? "1 produto importado com sucesso!"
            : `${formatarInteiro(importados)} produtos importados com sucesso!`,
        );
        mudar(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(
          error instanceof ApiError && error.status < 500
            ? error.message
            : "Erro ao importar produtos. Tente novamente.",
        );
        // Someone may have created a product with the same barcode meanwhile: check the file again.
        previa.mutate(arquivo.csv);
      },
    });
  };

  const resultado = previa.data;
  return (
    <Dialog open={open} onOpenChange={mudar}>
      <DialogContent className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>Importar CSV</DialogTitle>
          <DialogDescription>
            Traga seus produtos de uma planilha. Você confere tudo antes: nada é salvo até confirmar.
          </DialogDescription>
        </DialogHeader>

        <div className="grid min-h-0 flex-1 grid-cols-1 content-start gap-4 overflow-y-auto px-6 py-5">
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed bg-card/40 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/12 text-primary">
              {arquivo ? (
                <FileSpreadsheetIcon className="size-5" aria-hidden />
              ) : (
                <UploadIcon className="size-5" aria-hidden />
              )}
            </span>
            <span className="text-sm font-medium">{arquivo ? arquivo.nome : "Escolher arquivo CSV"}</span>
            <span className="text-xs text-muted-foreground">
              {arquivo
                ? "Clique para escolher outro arquivo"
                : "Separado por ponto e vírgula ou vírgula, como o Excel e o Google Planilhas salvam"}
            </span>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label="Arquivo CSV"
              onChange={escolher}
            />
          </label>

          {!arquivo && !erroArquivo ? (
            <p className="text-xs text-muted-foreground">
              Colunas obrigatórias: <code>nome</code>, <code>marca</code>, <code>volume</code>,{" "}
              <code>categoria</code> e <code>preco_venda</code>. Opcionais: <code>preco_compra</code>,{" "}
              <code>estoque_atual</code>, <code>estoque_minimo</code>, <code>codigo_barras</code>,{" "}
              <code>fornecedor</code>, <code>descricao</code>, <code>imagem_url</code>,{" "}
              <code>data_validade</code>. Dica: exporte seu catálogo para ver o formato.
            </p>
          ) : null}

          {erroArquivo ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden />
              <AlertDescription>{erroArquivo}</AlertDescription>
            </Alert>
          ) : null}

          {previa.isPending ? (
            <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin" aria-hidden /> Conferindo a planilha...
            </div>
          ) : null}

          {previa.isError ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden />
              <AlertTitle>Não foi possível ler a planilha</AlertTitle>
              <AlertDescription>{previa.error.message}</AlertDescription>
            </Alert>
          ) : null}

          {resultado ? <ResumoPrevia previa={resultado} /> : null}
          {resultado && resultado.linhas.length > 0 ? (
            <PreviaImportacaoTabela linhas={resultado.linhas} />
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-2 border-t px-6 py-4 sm:flex sm:items-center sm:justify-end">
          <Button type="button" variant="outline" onClick={() => mudar(false)}>
            Cancelar
          </Button>
          <Button
            type="button"
            onClick={confirmar}
            disabled={!resultado?.pode_importar || importar.isPending || previa.isPending}
          >
            {importar.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            Confirmar importação
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ResumoPrevia({ previa }: { previa: ImportacaoPrevia }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-3 gap-2 text-center">
        <Contagem rotulo="Linhas" valor={previa.total} />
        <Contagem rotulo="Prontas" valor={previa.validas} tom="text-success" />
        <Contagem
          rotulo="Com erros"
          valor={previa.invalidas}
          tom={previa.invalidas > 0 ? "text-destructive" : undefined}
        />
      </div>
      {previa.erros.length > 0 ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>O arquivo não pode ser importado</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {previa.erros.map((erro) => (
                <li key={erro}>{erro}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : previa.pode_importar ? (
        <Alert variant="success">
          <CheckCircle2Icon aria-hidden />
          <AlertDescription>
            {previa.validas === 1
              ? "1 produto pronto para importar."
              : `${formatarInteiro(previa.validas)} produtos prontos para importar.`}{" "}
            Confira e clique em Confirmar importação.
          </AlertDescription>
        </Alert>
      ) : previa.total === 0 ? (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>A planilha não tem nenhuma linha de produto.</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>
            Corrija as linhas com erro na planilha e escolha o arquivo de novo: a importação leva todas as
            linhas ou nenhuma.
          </AlertDescription>
        </Alert>
      )}
      {previa.avisos.length > 0 ? (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>
            <ul className="list-disc pl-4">
              {previa.avisos.map((aviso) => (
                <li key={aviso}>{aviso}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function Contagem({ rotulo, valor, tom }: { rotulo: string; valor: number; tom?: string }) {
  return (
    <div className="rounded-lg border bg-card/50 px-3 py-2">
      <p className={`text-lg font-bold tabular-nums ${tom ?? ""}`}>{formatarInteiro(valor)}</p>
      <p className="text-xs text-muted-foreground">{rotulo}</p>
    </div>
  );
}
