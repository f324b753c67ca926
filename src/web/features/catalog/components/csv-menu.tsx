import { ChevronDownIcon, FileDownIcon, FileSpreadsheetIcon, FileUpIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useExportarProdutos } from "../api/exportar-produtos";

/** Importar CSV (opens the dialog) and Exportar CSV (downloads the catalogue as the server writes it). */
export function CsvMenu({ onImportar }: { onImportar: () => void }) {
  const exportar = useExportarProdutos();
  const baixar = () =>
    exportar.mutate(undefined, {
      onSuccess: ({ arquivo }) => toast.success(`Planilha ${arquivo} baixada`),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error("Erro ao exportar CSV");
      },
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={exportar.isPending}>
          <FileSpreadsheetIcon aria-hidden /> CSV
          <ChevronDownIcon className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onImportar}>
          <FileUpIcon aria-hidden /> Importar CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={baixar}>
          <FileDownIcon aria-hidden /> Exportar CSV
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
