import { clsx } from "clsx";

export function SectionHeading({
  id,
  eyebrow,
  titulo,
  descricao,
  className,
}: {
  id: string;
  eyebrow: string;
  titulo: string;
  descricao?: string;
  className?: string;
}) {
  return (
    <div className={clsx("mx-auto max-w-2xl text-center", className)}>
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {titulo}
      </h2>
      {descricao ? (
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{descricao}</p>
      ) : null}
    </div>
  );
}
