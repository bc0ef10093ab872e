"""The Python package's public API read from its sources without importing them (python3's
ast, no wheel needed): `nqueens` is the names its __init__.py exports, declared in the compiled
core's stubs (_nqueens.pyi); `nqueens.distributed` and `nqueens.widget` are their own __all__.
Prints JSON for crates/xtask/src/reference/python.rs, which writes docs/reference/python.md.
Usage: python3 python.py PACKAGE_FOLDER"""

import ast
import json
import sys
from pathlib import Path


def exported(tree):
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return [ast.literal_eval(e) for e in node.value.elts]
    return None


def signature(node, drop_self):
    args = node.args
    text = ast.unparse(args)
    if drop_self and (args.posonlyargs or args.args) and (args.posonlyargs + args.args)[0].arg in ("self", "cls"):
        text = ast.unparse(ast.arguments(
            posonlyargs=args.posonlyargs[1:] if args.posonlyargs else [],
            args=args.args[1:] if not args.posonlyargs else args.args,
            vararg=args.vararg, kwonlyargs=args.kwonlyargs, kw_defaults=args.kw_defaults,
            kwarg=args.kwarg, defaults=args.defaults))
    returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
    return f"({text}){returns}"


def decorators(node):
    return [ast.unparse(d) for d in node.decorator_list]


def function(node, drop_self=False):
    kind = "property" if "property" in decorators(node) else "function"
    sig = "" if kind == "property" else signature(node, drop_self)
    if kind == "property" and node.returns is not None:
        sig = f": {ast.unparse(node.returns)}"
    return {"kind": kind, "name": node.name, "signature": sig, "doc": ast.get_docstring(node) or ""}


def is_typed_dict(node):
    return any(ast.unparse(b) == "TypedDict" for b in node.bases)


def klass(node):
    members = []
    constructor = ""
    for item in node.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if item.name in ("__new__", "__init__"):
                constructor = signature(item, True).split(" -> ")[0]
            elif not item.name.startswith("_"):
                members.append(function(item, True))
    bases = [ast.unparse(b) for b in node.bases]
    return {"kind": "class", "name": node.name, "signature": constructor, "bases": bases,
            "doc": ast.get_docstring(node) or "", "members": members}


def module(name, path, names=None, stubs=None):
    tree = ast.parse(path.read_text(encoding="utf8"))
    names = names if names is not None else exported(tree)
    declared = {}
    for source in ([stubs] if stubs else []) + [tree]:
        for node in source.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                declared.setdefault(node.name, function(node))
            elif isinstance(node, ast.ClassDef):
                declared.setdefault(node.name, klass(node))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                declared.setdefault(node.target.id, {"kind": "constant", "name": node.target.id, "signature": f": {ast.unparse(node.annotation)}", "doc": ""})
    items = []
    for item in names:
        if item not in declared:
            sys.exit(f"{name}.{item} is exported but declared nowhere the reference reads")
        items.append(declared[item])
    return {"name": name, "doc": ast.get_docstring(tree) or "", "items": items}


def main(folder):
    folder = Path(folder)
    init = ast.parse((folder / "__init__.py").read_text(encoding="utf8"))
    stubs = ast.parse((folder / "_nqueens.pyi").read_text(encoding="utf8"))
    shapes = [
        {"name": node.name, "fields": [[f.target.id, ast.unparse(f.annotation)] for f in node.body if isinstance(f, ast.AnnAssign)]}
        for node in stubs.body if isinstance(node, ast.ClassDef) and is_typed_dict(node)
    ]
    modules = [
        module("nqueens", folder / "__init__.py", exported(init), stubs),
        module("nqueens.distributed", folder / "distributed.py"),
        module("nqueens.widget", folder / "widget.py"),
    ]
    print(json.dumps({"modules": modules, "shapes": shapes}, indent=1))


main(sys.argv[1])
