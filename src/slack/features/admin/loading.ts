/** The admin modal while its first page loads. */
import type { ModalView } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import { loadingBlocks } from "../../lib/blocks/loading.js";
import { CallbackId } from "../../lib/ids.js";
import { adminModal } from "./modal.js";

/**
 * Opened at once with the trigger (it expires in 3 s); the real page follows with views.update.
 * It has a callback_id of its own, so whoever waits for `admin_home` gets the filled page.
 */
export function adminLoadingView(t: T): ModalView {
  return {
    ...adminModal({
      callbackId: CallbackId.adminHome,
      title: t("admin.title"),
      metadata: { page: "home" },
      blocks: loadingBlocks(t("admin.loading")),
      t,
    }),
    callback_id: CallbackId.adminLoading,
  };
}
