/** Add, edit and remove buttons of the admin Labels page, and its paging. */
import { getLabel, removeLabel } from "../../../../classes/admin/labels.js";
import { listButtons } from "../list-buttons.js";

const labels = listButtons<number>({
  page: "labels",
  form: (labelId) => ({ page: "label_form", labelId }),
  parse: (value) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined),
  exists: async (deps, teamId, labelId) => (await getLabel(deps, teamId, labelId)) !== undefined,
  gone: "adminDirectory.labels.gone",
  remove: removeLabel,
});

export const labelAddClicked = labels.add;
export const labelEditClicked = labels.edit;
export const labelRemoveClicked = labels.remove;
export const labelsPaged = labels.paged;
