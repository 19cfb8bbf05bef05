import { checkCommand } from './checkCommand.ts';
import { runCli } from './runCli.ts';

// `npm run check -- [carrier …] [--colors] [--language es-US]`: ./checkCommand.ts, on this process's arguments, environment and streams.
await runCli(async () => {
  process.exitCode = await checkCommand(process.argv.slice(2), process.env, Boolean(process.stdout.isTTY), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
});
