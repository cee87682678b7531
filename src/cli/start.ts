export async function run(_args: string[]): Promise<number> {
  process.stderr.write("classroom start: not yet available\n");
  return 1;
}
