import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { UI_SRC } from './exportedComponents.ts';

/** What a CSF file's default export (its meta) says about the Docs page Storybook makes of it. */
export interface StoryMeta {
  /** The file, relative to packages/ui/src. */
  file: string;
  /** The folder of packages/ui/src it is in. */
  folder: string;
  /**
   * The components its Docs page documents (`component` and `subcomponents`), by the name they
   * are imported under from the folder's own modules.
   */
  documents: string[];
  /** `tags` of the meta. */
  tags: string[];
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** The object literal a CSF file exports by default (`const meta = {…}; export default meta`). */
function metaObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  let exported: ts.Expression | undefined;
  const variables = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) exported = unwrap(statement.expression);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) variables.set(d.name.text, d.initializer);
  }
  if (exported && ts.isIdentifier(exported)) exported = variables.get(exported.text);
  exported = exported && unwrap(exported);
  return exported && ts.isObjectLiteralExpression(exported) ? exported : undefined;
}

function property(object: ts.ObjectLiteralExpression, name: string) {
  for (const p of object.properties)
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
      return p.initializer;
    else if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
  return undefined;
}

/**
 * Every story file of packages/ui/src, read without running it: which components its Docs page
 * documents and its tags. A component counts only when the story imports it from its own folder
 * (the name it is imported under is its name there), so a story of a look-alike does not count.
 */
export function storyMetas(): StoryMeta[] {
  return storyFiles(UI_SRC).map((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    // Local name → the name it has in the module it comes from, for imports from this folder.
    const imported = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      if (!statement.moduleSpecifier.text.startsWith('./')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imported.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    const meta = metaObject(source);
    const component = meta && property(meta, 'component');
    const subcomponents = meta && property(meta, 'subcomponents');
    const tags = meta && property(meta, 'tags');
    const locals = [
      ...(component && ts.isIdentifier(component) ? [component.text] : []),
      ...(subcomponents && ts.isObjectLiteralExpression(subcomponents)
        ? subcomponents.properties.flatMap((p) =>
            ts.isShorthandPropertyAssignment(p)
              ? [p.name.text]
              : ts.isPropertyAssignment(p) && ts.isIdentifier(p.initializer)
                ? [p.initializer.text]
                : [],
          )
        : []),
    ];
    const relative = path.relative(UI_SRC, file);
    return {
      file: relative,
      folder: relative.split(path.sep)[0]!,
      documents: locals.flatMap((local) => {
        const name = imported.get(local);
        return name ? [name] : [];
      }),
      tags:
        tags && ts.isArrayLiteralExpression(tags)
          ? tags.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : []))
          : [],
    };
  });
}
