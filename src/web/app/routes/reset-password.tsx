import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { NovaSenhaInput } from "@/shared/accounts/schemas";
import { AuthLayout } from "@/web/components/layout/auth-layout";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/web/components/ui/card";
import { useRedefinirSenha } from "@/web/features/accounts/api/redefinir-senha";
import { LinkRedefinicaoInvalido } from "@/web/features/accounts/components/link-redefinicao-invalido";
import { NovaSenhaForm } from "@/web/features/accounts/components/nova-senha-form";
import { isTokenInvalido, MENSAGENS } from "@/web/features/accounts/lib/auth-messages";
import { toast } from "@/web/lib/toast";

/** Target of the reset e-mail's link: /reset-password?token=… (or ?error=INVALID_TOKEN once expired). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const redefinicao = useRedefinirSenha();
  const [invalido, setInvalido] = useState(!token || params.has("error"));

  async function redefinir(values: NovaSenhaInput) {
    try {
      await redefinicao.mutateAsync({ ...values, token: token ?? "" });
    } catch (error) {
      if (!isTokenInvalido(error)) throw error;
      setInvalido(true);
      return;
    }
    toast.success(MENSAGENS.senhaAlterada, { description: "Entre com sua nova senha." });
    navigate("/login", { replace: true });
  }

  return (
    <AuthLayout>
      {invalido ? (
        <LinkRedefinicaoInvalido />
      ) : (
        <Card className="shadow-xl shadow-black/20">
          <CardHeader>
            <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary">
              <KeyRoundIcon className="size-5" aria-hidden />
            </span>
            <CardTitle className="text-2xl">Criar nova senha</CardTitle>
            <CardDescription>Escolha uma senha forte para voltar a acessar sua conta.</CardDescription>
          </CardHeader>
          <CardContent>
            <NovaSenhaForm onSubmit={redefinir} submitLabel="Redefinir senha" />
          </CardContent>
          <CardFooter className="justify-center border-t pt-6 text-sm">
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Voltar ao login
            </Link>
          </CardFooter>
        </Card>
      )}
    </AuthLayout>
  );
}
