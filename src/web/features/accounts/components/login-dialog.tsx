import { useNavigate } from "react-router";
import { BrandMark } from "@/web/components/layout/brand";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { LoginForm } from "./login-form";

/** The landing page's "Já tenho uma conta" dialog. */
export function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();

  function criarConta() {
    onOpenChange(false);
    navigate("/planos");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md gap-6">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <BrandMark className="mb-1 size-11" />
          <DialogTitle className="text-xl">Entrar no Balcão</DialogTitle>
          <DialogDescription>Acesse o painel do seu estabelecimento.</DialogDescription>
        </DialogHeader>
        <LoginForm onSuccess={() => onOpenChange(false)} />
        <p className="text-center text-sm text-muted-foreground">
          Ainda não tem uma conta?{" "}
          <Button variant="link" className="h-auto p-0" onClick={criarConta}>
            Criar conta
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
