/**
 * A sentence put in the middle of another ("not added: the class is full") starts in lower case,
 * unless it starts with a name: the service's name (`{{service}}`, "ClassIn"), an acronym ("HD"), or
 * a name such as "iPad". Chinese and other scripts have no case and are left as they are.
 */
import { serviceName } from "../../../i18n/service-name.js";

export function lowerFirst(text: string): string {
  if (text.startsWith(serviceName())) return text;
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
