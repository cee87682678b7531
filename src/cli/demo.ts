export async function run(_args: string[]): Promise<number> {
  process.stderr.write("classroom demo: not yet available\n");
  return 1;
}
