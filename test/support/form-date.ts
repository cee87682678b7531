/** The date a form shows prefilled (its first date picker), moved `days` later, as the picker sends it. */
export function formDatePlus(view: { blocks?: unknown }, days: number): string {
  const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(view.blocks))?.[1];
  if (!initial) throw new Error("no prefilled date");
  const d = new Date(`${initial}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
