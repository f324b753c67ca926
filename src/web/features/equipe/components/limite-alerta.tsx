import { CrownIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";

/**
 * An invitation or a reactivation refused because the plan's places are taken: the server's explanation
 * (how many people the plan allows, counting the owner) and the way to a bigger plan.
 */
export function LimiteAlerta({ mensagem }: { mensagem: string }) {
  return (
    <Alert variant="destructive">
      <UsersIcon aria-hidden />
      <AlertTitle>Limite de pessoas do plano</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{mensagem}</p>
        <Button asChild size="sm" variant="outline" className="justify-self-start">
          <Link to="/planos">
            <CrownIcon aria-hidden /> Ver planos
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
