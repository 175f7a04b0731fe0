import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** packages/ui/src */
export const UI_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** A React component that `@libatlas/ui` exports, with what its Docs page would show of it. */
export interface ExportedComponent {
  /** The name it is exported under. */
  name: string;
  /** The name of its declaration (LazyMapView for the exported MapView). */
  localName: string;
  /** The folder of packages/ui/src it lives in (`LibraryCard`, `theme`). */
  folder: string;
  /** Its JSDoc description, the opening of its Docs page ('' when it has none). */
  description: string;
  /** Each prop its own code declares (inherited MUI props aside), with its JSDoc ('' when none). */
  props: { name: string; description: string }[];
}

const isPascalCase = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name);

/** Whether a declaration is a function or class component written in packages/ui (.tsx). */
function componentDeclaration(declaration: ts.Declaration | undefined) {
  if (!declaration || !declaration.getSourceFile().fileName.endsWith('.tsx')) return undefined;
  if (ts.isFunctionDeclaration(declaration) || ts.isClassDeclaration(declaration))
    return declaration;
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  let initializer = declaration.initializer;
  // `memo(function X() {…})`: the component is the function memo wraps.
  if (
    ts.isCallExpression(initializer) &&
    /^(?:React\.)?memo$/.test(initializer.expression.getText()) &&
    initializer.arguments[0]
  )
    initializer = initializer.arguments[0];
  return ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)
    ? declaration
    : undefined;
}

/** The props type of a function component (its first parameter) or a class component. */
function propsTypeOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
): ts.Type | undefined {
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (ts.isClassDeclaration(declaration)) {
    const props = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .find((p) => p.name === 'props');
    return props ? checker.getTypeOfSymbolAtLocation(props, declaration) : undefined;
  }
  const [signature] = type.getCallSignatures();
  const [first] = signature?.getParameters() ?? [];
  return first ? checker.getTypeOfSymbolAtLocation(first, declaration) : undefined;
}

/**
 * Every component `packages/ui/src/index.ts` exports, read through the TypeScript compiler the
 * way Storybook's docgen reads them: the JSDoc on the component and on each prop it declares.
 */
export function exportedComponents(): ExportedComponent[] {
  const configPath = path.resolve(UI_SRC, '../../../tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const entry = path.join(UI_SRC, 'index.ts');
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;

  const components: ExportedComponent[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    if (!isPascalCase(exported.name)) continue;
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = componentDeclaration(symbol.valueDeclaration);
    if (!declaration) continue;
    const file = declaration.getSourceFile().fileName;
    const propsType = propsTypeOf(checker, symbol, declaration);
    const props = (propsType ? checker.getPropertiesOfType(propsType) : [])
      // Props inherited from MUI or React are documented there, not here.
      .filter((prop) =>
        prop.declarations?.some((d) => d.getSourceFile().fileName.startsWith(UI_SRC)),
      )
      .map((prop) => ({
        name: prop.name,
        description: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim(),
      }));
    components.push({
      name: exported.name,
      localName: symbol.name,
      folder: path.relative(UI_SRC, path.dirname(file)).split(path.sep)[0]!,
      description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
      props,
    });
  }
  return components;
}
