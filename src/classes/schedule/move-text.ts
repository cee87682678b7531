/**
 * `/class move <class> to <when>` ("Algebra Thursday to Friday 4pm", "数学 周四 改到 周五下午4点"): the
 * class (its name and, when given, which day) before the last "to", the new time after it. Without
 * such a word all the text names the class, as before.
 */
const TO = /\s+(?:to|→|->)\s+|\s*(?:改到|挪到|调到|移到|换到|改为|改成)\s*/gi;

export interface MoveText {
  readonly classText: string;
  /** The new time as typed; absent when none was given. */
  readonly when?: string;
}

export function splitMoveText(text: string): MoveText {
  let last: RegExpExecArray | undefined;
  TO.lastIndex = 0;
  for (let m = TO.exec(text); m; m = TO.exec(text)) last = m;
  if (!last) return { classText: text.trim() };
  const classText = text.slice(0, last.index).trim();
  const when = text.slice(last.index + last[0].length).trim();
  return classText === "" || when === "" ? { classText: text.trim() } : { classText, when };
}
