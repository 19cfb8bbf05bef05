/** A file of the config that the build cannot use, said for the editor (the check places it at its key). */
export class MediaError extends Error {
  override name = 'MediaError';
}
