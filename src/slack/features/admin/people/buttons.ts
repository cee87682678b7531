/** Add, edit and remove buttons of the people page, and its paging. */
import { getPerson, removePerson } from "../../../../classes/admin/people.js";
import { isSlackUserId } from "../../../../slack-user-id.js";
import { listButtons } from "../list-buttons.js";

const people = listButtons<string>({
  page: "people",
  form: (slackUserId) => ({ page: "person_form", slackUserId }),
  parse: (value) => (isSlackUserId(value) ? value : undefined),
  exists: async (deps, teamId, slackUserId) => (await getPerson(deps, teamId, slackUserId)) !== undefined,
  gone: "adminDirectory.people.gone",
  remove: removePerson,
});

export const personAddClicked = people.add;
export const personEditClicked = people.edit;
export const personRemoveClicked = people.remove;
export const peoplePaged = people.paged;

/** A person picked in the People page's search: their form, like Edit. */
export const personFound = people.edit;
