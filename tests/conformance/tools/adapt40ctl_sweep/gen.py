"""Split MindSpore test files into importable modules of their networks (not run in CI).

    python gen.py OUTDIR FILE...      (FILEs under a tests/st tree; writes OUTDIR/<stem>[__<test>].py + manifest.json)

For each file: one module holding everything at the top level but the test functions (``<stem>.py``), and for each
test function that defines Cells or functions inside it, one module holding the top level plus those nested
definitions moved to the top (``<stem>__<test>.py``).  manifest.json lists, per module, the Cell classes (with
construct's number of positional arguments, -1 for ``*inputs``, and whether __init__ needs arguments) and the
``@jit`` functions (with their number of arguments) that ``cells.py`` then calls.
"""
import ast
import json
import os
import sys


def _arity(fn):
    a = fn.args
    if a.vararg is not None or a.kwonlyargs:
        return -1
    n = len(a.posonlyargs) + len(a.args)
    return n


def _defs(body):
    cells, jits = [], []
    for node in body:
        if isinstance(node, ast.ClassDef):
            cons = next((b for b in node.body if isinstance(b, ast.FunctionDef) and b.name == "construct"), None)
            init = next((b for b in node.body if isinstance(b, ast.FunctionDef) and b.name == "__init__"), None)
            if cons is None:
                continue
            need = 0
            if init is not None:
                a = init.args
                need = len(a.args) - 1 - len(a.defaults) + (1 if a.vararg else 0)
            cells.append({"name": node.name, "arity": (_arity(cons) - 1) if _arity(cons) >= 0 else -1,
                          "init_args": need})
        elif isinstance(node, ast.FunctionDef) and not node.name.startswith("test_"):
            decs = [ast.unparse(d) for d in node.decorator_list]
            if any("jit" in d for d in decs):
                jits.append({"name": node.name, "arity": _arity(node)})
    return cells, jits


def main(out, files):
    os.makedirs(out, exist_ok=True)
    manifest = {}
    for path in files:
        tree = ast.parse(open(path).read())
        stem = os.path.basename(path)[:-3]
        top = [n for n in tree.body
               if not (isinstance(n, ast.FunctionDef) and n.name.startswith("test_"))
               and not (isinstance(n, ast.If) and "__name__" in ast.unparse(n.test))]
        mods = {stem: top}
        for n in tree.body:
            if isinstance(n, ast.FunctionDef) and n.name.startswith("test_"):
                nested = [b for b in n.body if isinstance(b, (ast.ClassDef, ast.FunctionDef))]
                if nested:
                    mods[stem + "__" + n.name] = top + nested
        for name, body in mods.items():
            cells, jits = _defs(body if name == stem else body[len(top):])
            if not cells and not jits:
                continue
            with open(os.path.join(out, name + ".py"), "w") as f:
                f.write("# generated from %s by gen.py\n" % path)
                f.write(ast.unparse(ast.Module(body=body, type_ignores=[])) + "\n")
            manifest[name] = {"cells": cells, "jits": jits}
    json.dump(manifest, open(os.path.join(out, "manifest.json"), "w"), indent=1)
    print(len(manifest), "modules,", sum(len(m["cells"]) for m in manifest.values()), "cells,",
          sum(len(m["jits"]) for m in manifest.values()), "jit functions")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
