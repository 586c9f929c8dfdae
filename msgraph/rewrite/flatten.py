"""Split nested expressions of a function body into one assignment per call or operation.

``x = self.relu(self.fc1(x))`` becomes ``fc1_var = self.fc1(x)`` and ``x = self.relu(fc1_var)``, so that
each statement is one node of the symbol tree.  The rules are MindSpore's (``ast_flattener``): which
fields of which statements are split, how the new names are made (``<func>_var``, ``<op>_var``,
``tuple_var``...), and that a body is walked from its end, so the last use gets the plain name.
"""
from __future__ import annotations

import ast
import keyword
from typing import Callable, List, Optional, Tuple

# statement or expression type -> the fields whose sub-expressions get their own assignment
_TABLE = {
    ast.Return: ("value",),
    ast.Call: ("func", "args", "keywords"),
    ast.BinOp: ("left", "right"),
    ast.BoolOp: ("values",),
    ast.UnaryOp: ("operand",),
    ast.Compare: ("left", "comparators"),
    ast.If: ("test",),
    ast.For: ("iter",),
    ast.Tuple: ("elts",),
    ast.List: ("elts",),
}
_KEEP_CALLS = ("set_vertex_attr",)


def _call_name(node: ast.AST) -> str:
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name):
            return node.func.id
        if isinstance(node.func, ast.Attribute):
            return node.func.attr
    return ""


def _target_names(body: List[ast.stmt]) -> List[str]:
    names: List[str] = []
    for stmt in body:
        if not isinstance(stmt, ast.Assign):
            continue
        todo = list(stmt.targets)
        while todo:
            t = todo.pop()
            if isinstance(t, ast.Name):
                if t.id not in names:
                    names.append(t.id)
            elif isinstance(t, (ast.Tuple, ast.List)):
                todo.extend(t.elts)
    return names


def _split_chained_assign(body: List[ast.stmt]) -> None:
    """``a = b = v`` -> ``b = v``, ``a = b``."""
    for pos, stmt in enumerate(list(body)):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) > 1:
            at = body.index(stmt)
            for i, target in enumerate(stmt.targets[:-1]):
                body.insert(at + i + 1, ast.Assign(targets=[target], value=stmt.targets[i + 1]))
            stmt.targets = [stmt.targets[-1]]


class Flattener:
    """Flattens bodies; ``unique`` (the symbol tree's target namer) makes the new names unique."""

    def __init__(self, unique: Optional[Callable[[str], str]] = None):
        self._unique = unique

    def _new_name(self, node: ast.AST, taken: List[str]) -> str:
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id + "_var" if isinstance(f, ast.Name) else f.attr + "_var" if isinstance(f, ast.Attribute) \
                else "function_var"
        elif isinstance(node, ast.Return):
            name = "return_value"
        elif isinstance(node, (ast.BinOp, ast.BoolOp, ast.UnaryOp)):
            name = type(node.op).__name__.lower() + "_var"
        elif isinstance(node, ast.Name):
            name = node.id
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            name = f"{node.value.id}_{node.attr}"
        else:
            name = type(node).__name__.lower() + "_var"
        if keyword.iskeyword(name):
            name += "_var"
        result, k = name, 0
        while result in taken:
            k += 1
            result = f"{name}_{k}"
        if self._unique is not None:
            result = self._unique(result)
        taken.append(result)
        return result

    def _hoist(self, node: ast.AST, taken: List[str], parent: ast.AST) -> Tuple[ast.AST, Optional[ast.Assign]]:
        if isinstance(node, (ast.Name, ast.Constant)):
            return node, None
        if isinstance(node, ast.Attribute) and not isinstance(parent, ast.For):
            root = node
            while isinstance(root.value, ast.Attribute):
                root = root.value
            if isinstance(root.value, ast.Name):
                return node, None
            name = self._new_name(root.value, taken)
            assign = ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=root.value)
            root.value = ast.Name(id=name, ctx=ast.Load())
            return node, assign
        name = self._new_name(node, taken)
        return ast.Name(id=name, ctx=ast.Load()), ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())],
                                                            value=node)

    def _statement(self, node: ast.AST, taken: List[str]) -> List[ast.Assign]:
        if _call_name(node) in _KEEP_CALLS:
            return []
        fields = _TABLE.get(type(node))
        if fields is None:
            return []
        out: List[ast.Assign] = []
        for field in fields:
            todo = getattr(node, field)
            if isinstance(todo, list):
                new = []
                for idx, item in enumerate(todo):
                    if isinstance(item, ast.Starred) or \
                            (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And) and idx > 0):
                        new.append(item)
                        continue
                    if isinstance(item, ast.keyword):
                        value, assign = self._hoist(item.value, taken, node)
                        if assign is not None:
                            item.value = value
                            out.append(assign)
                        new.append(item)
                        continue
                    value, assign = self._hoist(item, taken, node)
                    if assign is not None:
                        out.append(assign)
                    new.append(value)
                setattr(node, field, new)
            elif todo is not None:
                value, assign = self._hoist(todo, taken, node)
                if assign is not None:
                    setattr(node, field, value)
                    out.append(assign)
        return out

    def body(self, body: List[ast.stmt]) -> None:
        """Flatten the statements of one body in place (not the bodies nested in them)."""
        _split_chained_assign(body)
        taken = _target_names(body)
        index = len(body) - 1
        while index >= 0:
            child = body[index]
            stmt = child.value if isinstance(child, (ast.Assign, ast.Expr)) else child
            results = self._statement(stmt, taken)
            for result in reversed(results):
                body.insert(index, result)
                index += 1
            index -= 1
