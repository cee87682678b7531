import SparkMD5 from "spark-md5";

/**
 * Unix time in whole seconds; injectable so tests and the sandbox can fix the time. The SDK imports
 * nothing of ours, so it declares the shape the app declares in `src/clock.ts`.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

const encoder = new TextEncoder();

/** md5 over the UTF-8 bytes of `text`, 32 lowercase hex characters. */
export function md5Utf8(text: string): string {
  // SparkMD5.hash() treats each UTF-16 unit as one byte; hashing the encoded bytes keeps non-ASCII exact.
  const bytes = encoder.encode(text);
  return SparkMD5.ArrayBuffer.hash(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}

/** safeKey = md5(SECRET + timeStamp): the SECRET immediately followed by the decimal seconds. */
export function safeKey(secret: string, timeStamp: number): string {
  if (!Number.isInteger(timeStamp) || timeStamp < 0) {
    throw new RangeError("timeStamp must be a non-negative integer number of seconds");
  }
  if (timeStamp > 99_999_999_999) {
    // A millisecond value would be accepted by md5 but refused by the service with 102.
    throw new RangeError("timeStamp looks like milliseconds; pass Unix seconds");
  }
  return md5Utf8(secret + String(timeStamp));
}

/** checkCode for the live_partner.php chat bypass: md5(secret + lessonKey + account + nickname). */
export function checkCode(secret: string, lessonKey: string, account: string, nickname: string): string {
  return md5Utf8(secret + lessonKey + account + nickname);
}

/** The three authentication fields every partner request carries. */
export function authFields(sid: string, secret: string, clock: Clock = systemClock) {
  const timeStamp = clock();
  return { SID: sid, safeKey: safeKey(secret, timeStamp), timeStamp: String(timeStamp) };
}
