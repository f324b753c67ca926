export function SectionHeading({
  id,
  eyebrow,
  titulo,
  descricao,
}: {
  id: string;
  eyebrow: string;
  titulo: string;
  descricao: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {titulo}
      </h2>
      <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{descricao}</p>
    </div>
  );
}
