import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const JAVA_INSTALL = 'apt-get install -y default-jre-headless';

/** The Nu Html Checker the `vnu-jar` package ships (its postinstall, which would download a Java, is denied: package.json allowScripts). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** The Java that runs it: JAVA_HOME's when set (as Java tools do), else the one on the PATH. */
const java = () => (process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java');

/**
 * The JVM options of one short run. The checker's schema walk recurses deeply: it asks for a
 * 512 KB thread stack with the default compiler, and overflows that with C1 alone, whose frames are
 * larger; 16 MB is reserved, not used. C1 alone (`TieredStopAtLevel=1`) and the serial collector
 * start and finish a run of a few seconds with half the CPU time of the defaults, which compile
 * with C2 and collect on more threads for a long-running server (2026-11-27, 28 pages: 2.4 s of
 * CPU against 5.5 s).
 */
const JVM_OPTIONS = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** One message of vnu's JSON report (https://github.com/validator/validator/wiki/Output-%C2%BB-JSON). */
export interface VnuMessage {
  /** `info` with subType `warning` is a warning; `info` alone a note; `non-document-error` a file it could not check. */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  /** `file:` URL of the page. */
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The page's path, when the message is about a file. */
export const fileOf = (message: VnuMessage) => (message.url?.startsWith('file:') ? fileURLToPath(message.url) : message.url);

/** What a report line says about one message: the page, where in it, the message, and the text around it. */
export const describeMessage = (m: VnuMessage) =>
  `${fileOf(m) ?? '(no file)'}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}  ${m.type}${m.subType ? `/${m.subType}` : ''}  ${m.message}${m.extract ? `  near ${JSON.stringify(m.extract)}` : ''}`;

/**
 * Checks `files` with the Nu Html Checker in ONE Java process (starting a JVM costs more than
 * checking a page): errors, warnings and notes, as vnu's JSON report. Fails with what to do
 * when Java is missing or too old, or vnu could not run.
 */
export function checkWithVnu(files: readonly string[]): Promise<VnuMessage[]> {
  const args = [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files];
  const child = spawn(java(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `Java is not installed (no ${java()}): the HTML tests run the Nu Html Checker (vnu.jar), which needs Java 17 or later. Install it: ${JAVA_INSTALL}`
            : `Could not start ${java()} for the Nu Html Checker: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch (error) {
        reject(
          new Error(
            `The Nu Html Checker did not run (${(error as Error).message}). It needs Java 17 or later (${JAVA_INSTALL}); it said:\n${stderr}${stdout.slice(0, 2000)}`,
          ),
        );
      }
    });
  });
}
