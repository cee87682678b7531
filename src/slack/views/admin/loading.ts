/** The admin modal while its first page loads. */
import type { ModalView } from "@slack/types";
import { CallbackId } from "../../ids.js";
import { loadingBlocks } from "../loading.js";
import { adminModal } from "./modal.js";

/**
 * Opened at once with the trigger (it expires in 3 s); the real page follows with views.update.
 * It has a callback_id of its own, so whoever waits for `admin_home` gets the filled page.
 */
export function adminLoadingView(): ModalView {
  return {
    ...adminModal({
      callbackId: CallbackId.adminHome,
      title: "School admin",
      metadata: { page: "home" },
      blocks: loadingBlocks("Loading the school settings…"),
    }),
    callback_id: CallbackId.adminLoading,
  };
}
