/** `/class help`: what the caller's role may use. */
import type { FeatureRows } from "../../lib/registration/feature.js";
import { helpSubcommand } from "./command.js";

export const helpFeature: FeatureRows = { subcommands: { help: helpSubcommand } };
