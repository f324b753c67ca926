import { EllipsisVerticalIcon, MailIcon, UserCheckIcon, UserCogIcon, UserXIcon } from "lucide-react";
import type { Pessoa } from "@/shared/equipe/schemas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";

export interface AcoesPessoa {
  onAlterarFuncao: (pessoa: Pessoa) => void;
  onReenviarAcesso: (pessoa: Pessoa) => void;
  /** Desativar an active person, Reativar a disabled one (both confirmed). */
  onAlternarAtivo: (pessoa: Pessoa) => void;
}

/** A staff member's menu. The owner has none: its function and access are not the screen's to change. */
export function PessoaAcoesMenu({
  pessoa,
  onAlterarFuncao,
  onReenviarAcesso,
  onAlternarAtivo,
}: AcoesPessoa & { pessoa: Pessoa }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={`Ações de ${pessoa.nome}`}>
          <EllipsisVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {pessoa.ativo ? (
          <>
            <DropdownMenuItem onSelect={() => onAlterarFuncao(pessoa)}>
              <UserCogIcon aria-hidden /> Alterar função
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onReenviarAcesso(pessoa)}>
              <MailIcon aria-hidden /> Reenviar acesso
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAlternarAtivo(pessoa)}>
              <UserXIcon aria-hidden /> Desativar
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem onSelect={() => onAlternarAtivo(pessoa)}>
            <UserCheckIcon aria-hidden /> Reativar
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
