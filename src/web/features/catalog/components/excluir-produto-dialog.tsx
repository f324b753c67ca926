import { Loader2Icon } from "lucide-react";
import type { Produto } from "@/shared/catalog/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { useExcluirProduto } from "../api/excluir-produto";

/** The delete confirmation of §2.4. The product is soft-deleted: its movements stay in the history. */
export function ExcluirProdutoDialog({
  produto,
  onOpenChange,
  onExcluido,
}: {
  produto: Produto | null;
  onOpenChange: (open: boolean) => void;
  onExcluido?: (produto: Produto) => void;
}) {
  const excluir = useExcluirProduto();

  const confirmar = () => {
    if (!produto) return;
    excluir.mutate(produto.id, {
      onSuccess: () => {
        toast.success("Produto removido com sucesso");
        onExcluido?.(produto);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const mensagem =
          error instanceof ApiError && error.status === 404 ? error.message : "Erro ao deletar produto";
        toast.error(mensagem);
      },
    });
  };

  return (
    <AlertDialog open={produto !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir produto</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir o produto{" "}
            <strong className="text-foreground">{produto?.nome}</strong>? Esta ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={excluir.isPending}>Cancelar</AlertDialogCancel>
          {/* Not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={confirmar} disabled={excluir.isPending}>
            {excluir.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            Excluir
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
