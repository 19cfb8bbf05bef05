/**
 * A log that writes its lines in batches: every line logged in one turn of the event loop goes
 * out in one write, at the end of that turn (setImmediate), and whatever is left on exit. Under
 * load the access log has a line per request: written one by one to a file or a pipe, each is
 * a system call that holds up the answers behind it.
 */
export function batchedLines(write: (text: string) => void): (line: string) => void {
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const text = pending;
    pending = '';
    write(text);
  };
  process.on('exit', flush);
  return (line) => {
    if (!pending) setImmediate(flush);
    pending += `${line}\n`;
  };
}
