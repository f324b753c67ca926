import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { EquipePagina } from "@/web/features/equipe/components/equipe-pagina";

/** /app/equipe (the owner's; the layout refuses it to other roles): the staff screen. */
export function Component() {
  const eu = useSessao().data?.pessoa;
  return <EquipePagina euId={eu?.id ?? ""} />;
}
