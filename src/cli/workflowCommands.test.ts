import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../config/problem.ts';
import { annotation, escapeData, escapeProperty } from './workflowCommands.ts';

const finding = (over: Partial<Finding>): Finding => ({
  file: 'sites/acme/site.config.yaml',
  line: 12,
  column: 10,
  path: 'company.email',
  message: 'Not an email address: write it as name@domain.tld',
  severity: 'error',
  ...over,
});

describe('GitHub Actions workflow commands', () => {
  it('escape a message as GitHub does: %, carriage return and line feed', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
  });

  it('escape a property as GitHub does: also the : and , that would end it', () => {
    expect(escapeProperty('odd, name: 100%\n.yaml')).toBe('odd%2C name%3A 100%25%0A.yaml');
  });

  it('annotate an error at its file, relative to the repository, its line and column, titled with its key', () => {
    expect(annotation(finding({}), process.cwd())).toBe(
      '::error file=sites/acme/site.config.yaml,line=12,col=10,title=site config%3A company.email::Not an email address: write it as name@domain.tld',
    );
    expect(annotation(finding({ file: resolve('site.config.yaml'), path: '', severity: 'warning', message: 'x' }), process.cwd())).toBe(
      '::warning file=site.config.yaml,line=12,col=10,title=site config file::x',
    );
  });

  it('escape what the config put in the file name, the key and the message, and keep control characters printable', () => {
    const odd = finding({ file: 'odd, name: 100%.yaml', path: 'company["a,b"]', message: 'Unknown key "50%off\u001b[2J"' });
    expect(annotation(odd, process.cwd())).toBe(
      '::error file=odd%2C name%3A 100%25.yaml,line=12,col=10,title=site config%3A company["a%2Cb"]::Unknown key "50%25off\\u{1b}[2J"',
    );
  });
});
