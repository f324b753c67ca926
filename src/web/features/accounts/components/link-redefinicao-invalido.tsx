import { LinkIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EsqueciSenhaDialog } from "./esqueci-senha-dialog";

/** /reset-password without a usable token: say so and offer a new link. */
export function LinkRedefinicaoInvalido() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="shadow-xl shadow-black/20">
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-warning/10 text-warning ring-1 ring-warning/25">
          <LinkIcon className="size-6" aria-hidden />
        </span>
        <CardTitle className="text-xl">Link inválido ou expirado</CardTitle>
        <CardDescription className="text-balance">
          Este link de redefinição não pode mais ser usado. Os links valem por tempo limitado e apenas uma
          vez. Solicite um novo link para criar sua senha.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button size="lg" onClick={() => setOpen(true)}>
          Solicitar novo link
        </Button>
        <Button asChild variant="ghost">
          <Link to="/login">Voltar ao login</Link>
        </Button>
      </CardContent>
      <EsqueciSenhaDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
