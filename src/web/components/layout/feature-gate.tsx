import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Sessao } from "@/shared/accounts/schemas";
import {
  FUNCIONALIDADES,
  type Funcionalidade,
  nivelMinimo,
  planoMinimo,
  podeUsar,
  proximoPlano,
} from "@/shared/billing/funcionalidades";
import { type DadosBloqueio, FuncionalidadeBloqueada } from "./funcionalidade-bloqueada";

/** The blocked screen's facts, from the signed-in account. Pure, so the screen can be checked without a plan that blocks. */
export function dadosBloqueio(
  funcionalidade: Funcionalidade,
  conta: Sessao | null | undefined,
): DadosBloqueio {
  const assinatura = conta?.assinatura;
  const nivel = assinatura?.planLevel ?? 0;
  return {
    funcionalidade: FUNCIONALIDADES[funcionalidade].nome,
    planoAtual: assinatura?.subscription?.plano_nome ?? conta?.usuario.plano?.nome ?? null,
    diasTeste: assinatura?.isTrialPeriod ? (assinatura.daysUntilExpiry ?? null) : null,
    proximoPlano: proximoPlano(nivel, funcionalidade)?.nome ?? null,
    nivelMinimo: nivelMinimo(funcionalidade),
    planoMinimo: planoMinimo(funcionalidade)?.nome ?? null,
  };
}

/**
 * Wraps a screen in the plan gate the spec names (reports: relatorios_basicos). It renders the screen
 * when `podeUsar` allows it and "Funcionalidade Bloqueada" otherwise.
 *
 * With FEATURE_GATING=off (the default) `podeUsar` allows every feature to everyone, as the spec's
 * permission check does (accounts §6). With it on, the session says so (`niveis_aplicados`) and the gate
 * applies the level rule the server enforces on its endpoints (requireFeature, decision 106). It is a
 * convenience for the screen, not a protection: the server refuses first.
 */
export function FeatureGate({
  funcionalidade,
  conta,
  children,
}: {
  funcionalidade: Funcionalidade;
  conta: Sessao | null | undefined;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  if (podeUsar(funcionalidade, conta?.assinatura.planLevel ?? 0, conta?.niveis_aplicados ?? false)) {
    return <>{children}</>;
  }
  return (
    <FuncionalidadeBloqueada dados={dadosBloqueio(funcionalidade, conta)} onVoltar={() => navigate(-1)} />
  );
}
