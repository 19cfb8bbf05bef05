import { newCommand } from './newCommand.ts';
import { runCli } from './runCli.ts';

// `npm run new -- <folder> --name …`: ./newCommand.ts, on this process's arguments and streams,
// asking for what is missing when its input is a terminal.
await runCli(async () => {
  process.exitCode = await newCommand(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    ...(process.stdin.isTTY ? { terminal: { input: process.stdin, output: process.stdout } } : {}),
  });
});
