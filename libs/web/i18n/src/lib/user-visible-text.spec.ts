/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const WORKSPACE = join(__dirname, '../../../../..');
const WEB_PROJECTS = [
  ...['shell', 'dashboard', 'creator', 'billing'].map((app) => `apps/${app}`),
  ...readdirSync(join(WORKSPACE, 'libs/web')).map((lib) => `libs/web/${lib}`),
];

const COMPONENT = `export function Example({ busy }: { busy: boolean }) {
  return (
    <p title="Greeting" className="example" id="example">
      Hello world
      {busy ? 'Saving' : null}
      <img alt="A QR code" src="/favicon.svg" />
      <a href="https://example.com/s/abc">/s/abc</a> ▲ {'organise.bulk.tag'} PNG
    </p>
  );
}
`;

/**
 * The literals the lint reports (or any other problem's message) in the component, linted as a
 * file of each project would be, with the project's own ESLint config,
 * in a process of its own (ESLint loads its configs as ES modules). Type information is left out:
 * the snippet is in no tsconfig.
 */
function literalsReported(source: string, projects: string[]): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const [source, projects] = JSON.parse(process.argv[1]);
    const literals = {};
    for (const project of projects) {
      const eslint = new ESLint({
        cwd: project,
        overrideConfig: {
          languageOptions: { parserOptions: { projectService: false } },
          rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
        },
      });
      const [result] = await eslint.lintText(source, { filePath: project + '/src/example.tsx' });
      const at = (line, column) => source.split('\\n').slice(0, line - 1).join('\\n').length + (line > 1) + column - 1;
      literals[project] = result.messages.map((problem) =>
        problem.ruleId === 'i18next/no-literal-string'
          ? source.slice(at(problem.line, problem.column), at(problem.endLine, problem.endColumn)).trim()
          : problem.message,
      );
    }
    console.log(JSON.stringify(literals));
  `;
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      script,
      JSON.stringify([source, projects.map((project) => join(WORKSPACE, project))]),
    ],
    { cwd: WORKSPACE, encoding: 'utf8' },
  );
  const literals = JSON.parse(output) as Record<string, string[]>;
  return Object.fromEntries(projects.map((project) => [project, literals[join(WORKSPACE, project)]]));
}

describe('the lint rule on user-visible text', () => {
  it('fails on English in the JSX of every web project: text, an expression, a title, an alt text', () => {
    const english = ['"Greeting"', 'Hello world', "'Saving'", '"A QR code"'];
    const expected = Object.fromEntries(WEB_PROJECTS.map((project) => [project, english]));
    expect(literalsReported(COMPONENT, WEB_PROJECTS)).toEqual(expected);
  }, 120_000);
});
