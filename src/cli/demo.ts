import { runDemo } from "../demo/script.js";
import { runWorkspacesDemo } from "../demo/workspaces.js";

/** `demo` plays one school's week; `demo --workspaces 2` one deployment serving two schools. */
export async function run(args: string[]): Promise<number> {
  const at = args.indexOf("--workspaces");
  const workspaces = at === -1 ? 1 : Number(args[at + 1]);
  if (workspaces === 1) await runDemo();
  else if (workspaces === 2) await runWorkspacesDemo();
  else {
    process.stderr.write("demo: --workspaces takes 1 or 2\n");
    return 2;
  }
  return 0;
}
