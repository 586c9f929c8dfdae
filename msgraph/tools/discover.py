"""Find graph code in parsed source files without importing them.

Graph code is what Graph mode compiles: ``construct`` of every class deriving from ``nn.Cell``
(through any import alias, and through other classes of the same file or package), functions and
methods decorated with ``jit`` in any spelling, functions passed to ``jit(fn)``, and the functions of
the same file that those call (``helper(x)``, ``self.method(x)``), reached with their call chain.
``mindspore`` is accepted wherever ``msgraph`` is.

Everything here works on the ``ast`` of the file; only the graph functions found are converted to
gast and handed to :func:`msgraph.frontend.syntax.check_function`, the compiler's own checker.
"""
from __future__ import annotations

import ast
import collections
import dataclasses
import os
import re
from typing import Dict, Iterable, Iterator, List, Optional, Set, Tuple, Union

from ..frontend.syntax import STATEMENT_BLOCK_FIELDS as _BLOCK_FIELDS, dotted_name, import_aliases

FRAMEWORKS = frozenset({"msgraph", "mindspore"})
#: Unimported names that still read as the framework (snippets without their imports).
_FRAMEWORK_GUESSES = frozenset({"ms", "msgraph", "mindspore"})
_JIT_NAMES = frozenset({"jit", "ms_function"})

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)  # an async graph function is reported (MSG107)
FunctionNode = Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda]


@dataclasses.dataclass
class GraphFunction:
    """A function to check, how it was reached (``("Net.construct", "helper")``), and the syntax
    level its jit call fixes ('STRICT'/'COMPATIBLE'/'LAX'; None: the context default, i.e. ``--syntax-level``;
    'BYTECODE' / 'BYTECODE_FULLGRAPH': ``jit(capture_mode='bytecode'[, fullgraph=True])``, see
    :func:`msgraph.frontend.syntax.bytecode_outcome`)."""

    node: FunctionNode
    chain: Tuple[str, ...]
    level: Optional[str] = None


@dataclasses.dataclass
class _Class:
    node: ast.ClassDef
    methods: Dict[str, ast.FunctionDef]


class ModuleInfo:
    """What one parsed file defines and imports (names only; nothing is executed)."""

    def __init__(self, tree: ast.Module, name: str, package: str, source: Optional[str] = None):
        self.tree = tree
        self.name = name            # dotted module name, or the file stem outside packages
        self.package = package      # package used to resolve relative imports
        self.source = source        # the text, when known: lets jit_calls() skip most files
        self.aliases = import_aliases(tree)
        self.classes: Dict[str, _Class] = {}
        self.functions: Dict[str, ast.FunctionDef] = {}   # module-level defs
        self.all_functions: List[Tuple[ast.FunctionDef, Optional[str]]] = []  # (def, class name)
        self.cell_memo: Dict[str, bool] = {}        # class name -> derives from nn.Cell
        self.module_values: Dict[str, ast.AST] = {}  # NAME = <expr> at module level
        self._index(tree)

    def _index(self, tree: ast.Module) -> None:
        """Classes and functions at any depth, walking statements only (not expressions)."""
        for stmt in tree.body:
            if isinstance(stmt, _DEFS):
                self.functions[stmt.name] = stmt
            elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                    stmt.targets[0], ast.Name):
                self.module_values[stmt.targets[0].id] = stmt.value
        stack: List[Tuple[ast.AST, Optional[str]]] = [(tree, None)]
        while stack:
            node, owner = stack.pop()
            for field in _BLOCK_FIELDS:
                for child in getattr(node, field, None) or ():
                    if isinstance(child, ast.ClassDef):
                        methods = {s.name: s for s in child.body if isinstance(s, _DEFS)}
                        self.classes.setdefault(child.name, _Class(child, methods))
                        stack.append((child, child.name))
                    elif isinstance(child, _DEFS):
                        self.all_functions.append((child, owner))
                        stack.append((child, None))
                    else:
                        stack.append((child, owner))
        self.all_functions.sort(key=lambda item: (item[0].lineno, item[0].col_offset))

    def jit_calls(self) -> Iterator[Tuple[ast.Call, Optional[str]]]:
        """Calls that may be ``jit(...)`` outside decorators, with their innermost enclosing class."""
        if self.source is not None and not self._may_call_jit(self.source):
            return
        stack: List[Tuple[ast.AST, Optional[str]]] = [(self.tree, None)]
        while stack:
            node, cls = stack.pop()
            if isinstance(node, ast.Call):
                yield node, cls
            inner = node.name if isinstance(node, ast.ClassDef) else cls
            stack.extend((child, inner) for child in ast.iter_child_nodes(node))

    def _may_call_jit(self, source: str) -> bool:
        """Cheap text test: is any jit name (or an alias of one) called outside a decorator line?"""
        names = set(_JIT_NAMES) | {local for local, target in self.aliases.items()
                                   if target.rsplit(".", 1)[-1] in _JIT_NAMES}
        pattern = re.compile(r"\b(?:%s)\s*\(" % "|".join(map(re.escape, sorted(names))))
        for match in pattern.finditer(source):
            line_start = source.rfind("\n", 0, match.start()) + 1
            if not source[line_start:match.start()].lstrip().startswith("@"):
                return True
        return False

    def qualify(self, expr: ast.AST) -> Optional[str]:
        """Dotted name an expression refers to: imports resolved, local classes prefixed by module.

        Returns a name starting with '?' when its root is neither imported nor defined here.
        """
        parts = dotted_name(expr)
        if parts is None:
            return None
        root, rest = parts[0], parts[1:]
        if root in self.aliases:
            target = self.aliases[root]
            if target.startswith("."):
                target = _resolve_relative(target, self.package)
            return ".".join([target] + rest)
        if root in self.classes or root in self.functions:
            return ".".join([self.name, root] + rest)
        return "?" + ".".join(parts)


def _resolve_relative(target: str, package: str) -> str:
    """'..m.C' inside package 'a.b' -> 'a.m.C'."""
    level = len(target) - len(target.lstrip("."))
    base = package.split(".") if package else []
    if level > 1:
        base = base[: len(base) - (level - 1)]
    rest = target[level:]
    return ".".join(base + ([rest] if rest else []))


def module_name_for(path: str) -> Tuple[str, str, str]:
    """(dotted module name, its package, import root directory) for a file, from __init__.py files."""
    path = os.path.abspath(path)
    directory, filename = os.path.split(path)
    stem = os.path.splitext(filename)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.isfile(os.path.join(directory, "__init__.py")):
        directory, pkg = os.path.split(directory)
        parts.insert(0, pkg)
    name = ".".join(parts) or stem
    package = name if stem == "__init__" else name.rpartition(".")[0]
    return name, package, directory


class Project:
    """Module index across the files checked, loading sibling modules lazily to follow bases."""

    def __init__(self, parse_file=None):
        self._parse_file = parse_file or _parse_quietly
        self._files: Dict[str, str] = {}                      # module name -> path checked
        self._loaded: Dict[str, Optional[ModuleInfo]] = {}    # modules parsed to follow bases
        self._roots: List[str] = []

    def add(self, path: str, tree: ast.Module, source: Optional[str] = None) -> ModuleInfo:
        """Index a file being checked (its module can then be found by other files)."""
        name, package, root = module_name_for(path)
        self._files.setdefault(name, path)
        if root not in self._roots:
            self._roots.append(root)
        return ModuleInfo(tree, name, package, source)

    def module(self, name: str) -> Optional[ModuleInfo]:
        """The ModuleInfo for a dotted name: one of the files checked, or found under a root."""
        if name in self._loaded:
            return self._loaded[name]
        self._loaded[name] = None  # guards cycles while loading
        rel = name.replace(".", os.sep)
        candidates = [self._files[name]] if name in self._files else []
        for root in self._roots:
            candidates += [os.path.join(root, rel + ".py"), os.path.join(root, rel, "__init__.py")]
        for candidate in candidates:
            if os.path.isfile(candidate):
                tree = self._parse_file(candidate)
                if tree is not None:
                    self._loaded[name] = ModuleInfo(tree, name, module_name_for(candidate)[1])
                    break
        return self._loaded[name]

    # -- what is a Cell ----------------------------------------------------------------------------
    def is_cell_class(self, info: ModuleInfo, cls_name: str, depth: int = 0) -> bool:
        """Does the class ``cls_name`` of ``info`` derive from nn.Cell (directly or not)?"""
        memo = info.cell_memo
        if cls_name in memo:
            return memo[cls_name]
        memo[cls_name] = False  # an inheritance cycle is not a Cell
        cls = info.classes.get(cls_name)
        result = cls is not None and depth < 50 and any(
            self.is_cell_base(info, base, depth + 1) for base in cls.node.bases)
        memo[cls_name] = result
        return result

    def is_cell_base(self, info: ModuleInfo, base: ast.AST, depth: int = 0) -> bool:
        """Does a base-class expression of ``info`` denote nn.Cell or a class deriving from it?"""
        parts = dotted_name(base)
        if parts is None:
            return False
        if len(parts) == 1 and parts[0] in info.classes and parts[0] not in info.aliases:
            return self.is_cell_class(info, parts[0], depth)
        return self._is_cell_name(info.qualify(base), depth)

    def _is_cell_name(self, qualified: Optional[str], depth: int) -> bool:
        if not qualified or depth > 50:
            return False
        if _is_framework_cell(qualified):
            return True
        if qualified.startswith("?") or qualified.split(".")[0] in FRAMEWORKS:
            return False
        module_name, _, cls_name = qualified.rpartition(".")
        info = self.module(module_name) if module_name else None
        if info is None:
            return False
        if cls_name in info.classes:
            return self.is_cell_class(info, cls_name, depth + 1)
        if cls_name in info.aliases:  # re-exported from another module (package __init__)
            target = info.aliases[cls_name]
            if target.startswith("."):
                target = _resolve_relative(target, info.package)
            return self._is_cell_name(target, depth + 1)
        return False


def _is_framework_cell(qualified: str) -> bool:
    """msgraph.nn.Cell, mindspore.nn.Dense, mindspore.nn.cell.Cell ... (any public nn class)."""
    guessed = qualified.startswith("?")
    parts = qualified.lstrip("?").split(".")
    last = parts[-1]
    if guessed:
        # Not imported: trust only names that say Cell (nn.Cell, Cell, nn.SequentialCell).
        return "Cell" in last and (len(parts) == 1 or parts[-2] == "nn")
    return parts[0] in FRAMEWORKS and "nn" in parts[1:-1] and last[:1].isupper()


def _parse_quietly(path: str) -> Optional[ast.Module]:
    try:
        with open(path, "rb") as fh:
            return ast.parse(fh.read(), filename=path)
    except (OSError, SyntaxError, ValueError, RecursionError, MemoryError):
        return None


# -- graph roots and call chains -------------------------------------------------------------------
def is_jit(info: ModuleInfo, expr: ast.AST) -> bool:
    """``jit``, ``ms.jit``, ``mindspore.jit(...)``, ``ms_function`` ... but not ``numba.jit``."""
    if isinstance(expr, ast.Call):
        expr = expr.func
    qualified = info.qualify(expr)
    if not qualified:
        return False
    parts = qualified.lstrip("?").split(".")
    if parts[-1] not in _JIT_NAMES:
        return False
    if qualified.startswith("?"):
        return len(parts) == 1 or parts[0] in _FRAMEWORK_GUESSES
    return parts[0] in FRAMEWORKS


def graph_functions(info: ModuleInfo, project: Project) -> List[GraphFunction]:
    """Every function of the file that Graph mode would compile, roots first then callees."""
    roots: List[GraphFunction] = []
    seen: Set[Tuple[int, Optional[str]]] = set()  # (function, level): checked once per level

    def add_root(node: FunctionNode, name: str, level: Optional[str] = None) -> None:
        if (id(node), level) not in seen:
            seen.add((id(node), level))
            roots.append(GraphFunction(node, (name,), level))

    owner_of: Dict[int, Optional[str]] = {id(fn): owner for fn, owner in info.all_functions}
    for cls_name, cls in info.classes.items():
        if "construct" in cls.methods and project.is_cell_class(info, cls_name):
            construct = cls.methods["construct"]
            jit_decorators = [d for d in construct.decorator_list if is_jit(info, d)]
            add_root(construct, f"{cls_name}.construct",
                     jit_syntax_level(info, jit_decorators[0]) if jit_decorators else None)
    for fn, owner in info.all_functions:
        jit_decorators = [d for d in fn.decorator_list if is_jit(info, d)]
        if jit_decorators:
            add_root(fn, f"{owner}.{fn.name}" if owner else fn.name,
                     jit_syntax_level(info, jit_decorators[0]))
    for target, owner, level in _jit_call_targets(info):
        if isinstance(target, ast.Lambda):
            add_root(target, "<lambda>", level)
        else:
            add_root(target, f"{owner}.{target.name}" if owner else target.name, level)
    roots.sort(key=lambda g: (g.node.lineno, g.node.col_offset))
    result = _with_callees(info, roots, owner_of, seen)
    result += _overrides_under_inherited_construct(info, project, seen)
    return result


def _overrides_under_inherited_construct(info: ModuleInfo, project: Project,
                                         seen: Set[Tuple[int, Optional[str]]]) -> List[GraphFunction]:
    """A Cell subclass that inherits ``construct`` but overrides a method it calls on ``self``:
    the compiler runs the override (``self`` is the subclass), so it is graph code too."""
    out: List[GraphFunction] = []
    for cls_name, cls in info.classes.items():
        if "construct" in cls.methods or not project.is_cell_class(info, cls_name):
            continue
        found = _find_method(info, cls_name, "construct")
        if found is None:
            continue
        queue = collections.deque([(found[0], (f"{cls_name}.construct",))])
        visited = {id(found[0])}
        while queue:
            node, chain = queue.popleft()
            for callee, callee_owner in _callees(info, node, cls_name):
                if id(callee) in visited:
                    continue
                visited.add(id(callee))
                name = f"{callee_owner}.{callee.name}" if callee_owner else callee.name
                if (id(callee), None) not in seen:
                    seen.add((id(callee), None))
                    out.append(GraphFunction(callee, chain + (name,), None))
                queue.append((callee, chain + (name,)))
    return out


def jit_syntax_level(info: ModuleInfo, jit_expr: ast.AST) -> Optional[str]:
    """The syntax level a jit call spells out: ``fullgraph=True`` (STRICT) / ``False`` (LAX), or
    ``jit_config=JitConfig(jit_syntax_level="STRICT")`` (also through a module-level name); under
    ``capture_mode='bytecode'`` 'BYTECODE' or, with ``fullgraph=True``, 'BYTECODE_FULLGRAPH'."""
    if not isinstance(jit_expr, ast.Call):
        return None
    kws = {kw.arg: kw.value for kw in jit_expr.keywords}
    mode = kws.get("capture_mode")
    if isinstance(mode, ast.Constant) and mode.value == "bytecode":
        full = kws.get("fullgraph")
        return "BYTECODE_FULLGRAPH" if isinstance(full, ast.Constant) and full.value else "BYTECODE"
    for kw in jit_expr.keywords:
        if kw.arg == "fullgraph" and isinstance(kw.value, ast.Constant):
            return "STRICT" if kw.value.value else "LAX"
        if kw.arg == "jit_config":
            config = kw.value
            if isinstance(config, ast.Name):
                config = info.module_values.get(config.id)
            if isinstance(config, ast.Call):
                spelled = [k.value for k in config.keywords if k.arg == "jit_syntax_level"]
                spelled += config.args[2:3]  # JitConfig(jit_level, exc_mode, jit_syntax_level)
                for value in spelled:
                    if isinstance(value, ast.Constant) and str(value.value).upper() in ("STRICT", "COMPATIBLE", "LAX"):
                        return str(value.value).upper()
    return None


def _jit_call_targets(info: ModuleInfo
                      ) -> Iterator[Tuple[FunctionNode, Optional[str], Optional[str]]]:
    """(function, owner class, syntax level) passed to ``jit(fn)`` / ``jit(...)(fn)``."""
    for node, enclosing in info.jit_calls():
        if is_jit(info, node.func) and not isinstance(node.func, ast.Call):
            arg = node.args[0] if node.args else next(
                (kw.value for kw in node.keywords if kw.arg in ("fn", "function")), None)
            level = jit_syntax_level(info, node)
        elif isinstance(node.func, ast.Call) and is_jit(info, node.func.func) and node.args:
            arg = node.args[0]
            level = jit_syntax_level(info, node.func)
        else:
            continue
        if isinstance(arg, ast.Lambda):
            yield arg, None, level
        elif isinstance(arg, ast.Name) and arg.id in info.functions:
            yield info.functions[arg.id], None, level
        elif isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name):
            cls_name = enclosing if arg.value.id == "self" else arg.value.id
            cls = info.classes.get(cls_name or "")
            if cls is not None and arg.attr in cls.methods:
                yield cls.methods[arg.attr], cls_name, level


def _callees(info: ModuleInfo, fn: FunctionNode, owner: Optional[str]
             ) -> Iterable[Tuple[ast.FunctionDef, Optional[str]]]:
    """Same-file functions called by name, and methods of the owner class called on ``self``."""
    body = [fn.body] if isinstance(fn, ast.Lambda) else fn.body
    for stmt in body:
        for node in ast.walk(stmt):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id in info.functions:
                yield info.functions[func.id], None
            elif (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                  and func.value.id == "self" and owner is not None):
                method = _find_method(info, owner, func.attr)
                if method is not None:
                    yield method


def _find_method(info: ModuleInfo, cls_name: str, name: str, depth: int = 0
                 ) -> Optional[Tuple[ast.FunctionDef, str]]:
    """A method looked up on a class of this file and then its same-file bases (MRO-ish)."""
    cls = info.classes.get(cls_name)
    if cls is None or depth > 20:
        return None
    if name in cls.methods:
        return cls.methods[name], cls_name
    for base in cls.node.bases:
        if isinstance(base, ast.Name) and base.id in info.classes:
            found = _find_method(info, base.id, name, depth + 1)
            if found is not None:
                return found
    return None


def _with_callees(info: ModuleInfo, roots: List[GraphFunction], owner_of: Dict[int, Optional[str]],
                  seen: Set[Tuple[int, Optional[str]]]) -> List[GraphFunction]:
    """Breadth-first over calls, so each callee is reported once, with its shortest chain."""
    result = list(roots)
    queue = collections.deque(roots)
    while queue:
        current = queue.popleft()
        owner = owner_of.get(id(current.node))
        for callee, callee_owner in _callees(info, current.node, owner):
            if (id(callee), current.level) in seen:
                continue
            seen.add((id(callee), current.level))
            name = f"{callee_owner}.{callee.name}" if callee_owner else callee.name
            found = GraphFunction(callee, current.chain + (name,), current.level)
            result.append(found)
            queue.append(found)
    return result
