import { field } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import type { Operation } from "./context.js";

export const getCloudList: Operation = {
  action: "getCloudList",
  file: "cloud.api.php",
  handle(ctx) {
    const { school } = ctx;
    const asked = field(ctx.fields, "folderId");
    // "0" is empty to the PHP service (empty("0")), so it lists the top level like a missing folderId.
    const folderId = asked === undefined || asked === "0" ? school.rootFolderId : asked;
    // A school without a cloud disk has an empty top level rather than an error.
    if (folderId === undefined) return { folder_list: [], file_list: [], error_info: errorInfo(1) };
    const owner = ctx.state.folderOwner(folderId);
    if (owner === undefined) throw new Refusal(193, `no folder ${folderId}`);
    if (owner !== school.sid) throw new Refusal(194, `folder ${folderId} belongs to another school`);

    const parentOf = (parentId: string | undefined) => parentId ?? school.rootFolderId;
    const folder_list = [...school.folders.values()]
      .filter((f) => f.id !== school.rootFolderId && parentOf(f.parentId) === folderId)
      .map((f) => ({ folder_id: f.id, folder_name: f.name, is_system_folder: f.system ? 1 : 0 }));
    const file_list = school.files
      .filter((f) => parentOf(f.folderId) === folderId)
      .map((f) => ({ id: f.id, file_name: f.name, file_size: f.size }));
    return { folder_list, file_list, error_info: errorInfo(1) };
  },
};
