import { runDemo } from "../demo/script.js";

export async function run(_args: string[]): Promise<number> {
  await runDemo();
  return 0;
}
