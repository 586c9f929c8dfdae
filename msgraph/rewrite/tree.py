"""The symbol tree behind ``mindspore.rewrite``: a network's ``construct`` source as a list of nodes.

``_Tree(net)`` reads the source of ``type(net)``, flattens ``construct`` (``flatten.py``: one call or
operation per statement) and makes one ``NodeImpl`` per statement: ``Input`` per argument, ``CallCell`` /
``CallPrimitive`` / ``Tree`` (a user-defined sub-network, rewritten recursively) / ``CellContainer`` for
``self.<attr>(...)``, ``CallFunction`` for other calls (the class's own methods are parsed too),
``MathOps`` for operators, ``CallMethod`` for tuple/list displays, ``ControlFlow`` for if/for/while (their
bodies are nodes again), ``Output`` for return and ``Python`` for anything else.

Each node keeps its statement's AST; editing a node's arguments edits that AST, and ``get_code`` prints
the class again (``<Name>Opt``, deriving from the original class, MindSpore's layout) from the nodes.
``get_network`` executes that code and builds the new network from the original one.
"""
from __future__ import annotations

import ast
import builtins
import copy
import importlib
import inspect
import os
import sys
import tempfile
import textwrap
from typing import Any, Dict, List, Optional, Tuple

from ..nn.cell import Cell
from ..nn.container import CellList, SequentialCell
from ..ops.registry import Primitive
from .flatten import Flattener
from .namer import Namer
from .node_type import NodeType
from .scoped_value import ScopedValue, ValueType

_HEADER = ("import sys\nimport mindspore\nfrom mindspore import nn\nfrom mindspore.nn import Cell\n"
           "from mindspore.ops import functional as F\n")
_OWN_PACKAGES = ("msgraph", "mindspore")

_OP_NAMES = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mult", ast.Div: "div", ast.FloorDiv: "floordiv",
             ast.Mod: "mod", ast.Pow: "pow", ast.MatMult: "matmult", ast.BitAnd: "bitand", ast.BitOr: "bitor",
             ast.BitXor: "bitxor", ast.LShift: "lshift", ast.RShift: "rshift", ast.Not: "not", ast.USub: "usub",
             ast.UAdd: "uadd", ast.Invert: "invert", ast.And: "and", ast.Or: "or", ast.Eq: "eq", ast.NotEq: "noteq",
             ast.Lt: "lt", ast.LtE: "lte", ast.Gt: "gt", ast.GtE: "gte", ast.Is: "is", ast.IsNot: "isnot",
             ast.In: "in", ast.NotIn: "notin"}


def _is_library_class(cls: type) -> bool:
    return cls.__module__ == "builtins" or cls.__module__.split(".")[0] in _OWN_PACKAGES


# -- ScopedValue <-> AST ---------------------------------------------------------------------------------------
def sv_from_ast(expr: Optional[ast.AST]) -> ScopedValue:
    if isinstance(expr, ast.Name):
        return ScopedValue.create_naming_value(expr.id)
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        return ScopedValue.create_naming_value(expr.attr, expr.value.id)
    if isinstance(expr, ast.Constant):
        return ScopedValue(ValueType.ConstantValue, "", expr.value)
    if isinstance(expr, ast.Tuple):
        return ScopedValue(ValueType.TupleValue, "", tuple(sv_from_ast(e) for e in expr.elts))
    if isinstance(expr, ast.List):
        return ScopedValue(ValueType.ListValue, "", [sv_from_ast(e) for e in expr.elts])
    return ScopedValue(ValueType.UnsupportedValue, "", expr)


def ast_from_sv(value: ScopedValue, tree: Optional["_Tree"] = None) -> ast.expr:
    if not isinstance(value, ScopedValue):
        raise TypeError(f"value should be ScopedValue, but got {type(value).__name__}.")
    t = value.type
    if t == ValueType.NamingValue:
        return ast.parse(str(value), mode="eval").body
    if t == ValueType.ConstantValue:
        return ast.Constant(value=value.value)
    if t == ValueType.TupleValue:
        return ast.Tuple(elts=[ast_from_sv(v, tree) for v in value.value], ctx=ast.Load())
    if t == ValueType.ListValue:
        return ast.List(elts=[ast_from_sv(v, tree) for v in value.value], ctx=ast.Load())
    if t == ValueType.DictValue:
        return ast.Dict(keys=[ast_from_sv(k, tree) for k in value.value],
                        values=[ast_from_sv(v, tree) for v in value.value.values()])
    if t == ValueType.CustomObjValue:
        if tree is None:
            raise RuntimeError("A CustomObjValue argument needs the node to belong to a SymbolTree.")
        name = tree.store_object(f"arg_{type(value.value).__name__}", value.value)
        return ast.parse(f"self.{name}", mode="eval").body
    if isinstance(value.value, ast.AST):
        return copy.deepcopy(value.value)
    raise TypeError(f"Unsupported ScopedValue: {value}.")


def _targets_from_ast(target: ast.AST) -> List[ScopedValue]:
    if isinstance(target, (ast.Tuple, ast.List)):
        return [sv_from_ast(e) for e in target.elts]
    return [sv_from_ast(target)]


def _target_ast(targets: List[ScopedValue]) -> ast.expr:
    if len(targets) == 1:
        node = ast_from_sv(targets[0])
    else:
        node = ast.Tuple(elts=[ast_from_sv(t) for t in targets], ctx=ast.Store())
    for sub in ast.walk(node):
        if hasattr(sub, "ctx"):
            sub.ctx = ast.Store()
    return node


# -- nodes -----------------------------------------------------------------------------------------------------
class NodeImpl:
    """One statement of a rewritten function (the handler behind a public ``Node``)."""

    def __init__(self, node_type: NodeType, stmt: Optional[ast.AST], name: str = "", instance: Any = None):
        self.node_type = node_type
        self.ast = stmt
        self.name = name
        self.instance = instance
        self.tree: Optional[_Tree] = None          # the symbol tree it belongs to (None: not inserted)
        self.manager: Optional[Any] = None         # the node list holder: a _Tree, or a ControlFlow/CallFunction
        self.children: Optional[List[NodeImpl]] = None   # a node holding nodes (control flow, own method)
        self.sub_tree: Optional[_Tree] = None      # NodeType.Tree
        self.partner: Optional[NodeImpl] = None    # if_node <-> else_node
        self.is_orelse = False
        self.func_def: Optional[ast.FunctionDef] = None   # a parsed own method (CallFunction)
        self.attributes: Dict[str, Any] = {}
        self.new_attr: Optional[str] = None        # an inserted cell/primitive stored on the network

    # argument slots: where in the statement's AST each argument lives
    def _slots(self) -> List[Tuple[Any, str, Optional[int]]]:
        st = self.ast
        if self.node_type == NodeType.Input or st is None:
            return []
        if isinstance(st, ast.Return):
            return [(st, "value", None)]
        if isinstance(st, (ast.If, ast.While)):
            return [(st, "test", None)]
        if isinstance(st, ast.For):
            return [(st, "iter", None)]
        if not isinstance(st, ast.Assign) or self.node_type == NodeType.Python:
            return []
        v = st.value
        if isinstance(v, ast.Call):
            return [(v, "args", i) for i, a in enumerate(v.args) if not isinstance(a, ast.Starred)]
        if isinstance(v, ast.BinOp):
            return [(v, "left", None), (v, "right", None)]
        if isinstance(v, ast.UnaryOp):
            return [(v, "operand", None)]
        if isinstance(v, ast.BoolOp):
            return [(v, "values", i) for i in range(len(v.values))]
        if isinstance(v, ast.Compare):
            return [(v, "left", None)] + [(v, "comparators", i) for i in range(len(v.comparators))]
        if isinstance(v, (ast.Tuple, ast.List)):
            return [(v, "elts", i) for i in range(len(v.elts))]
        return [(st, "value", None)]

    @staticmethod
    def _get(slot) -> ast.AST:
        holder, field, idx = slot
        value = getattr(holder, field)
        return value if idx is None else value[idx]

    @staticmethod
    def _put(slot, new: ast.AST) -> None:
        holder, field, idx = slot
        if idx is None:
            setattr(holder, field, new)
        else:
            getattr(holder, field)[idx] = new

    def get_args(self) -> List[ScopedValue]:
        return [sv_from_ast(self._get(s)) for s in self._slots()]

    def get_kwargs(self) -> Dict[str, ScopedValue]:
        st = self.ast
        if self.node_type == NodeType.Python or not isinstance(st, ast.Assign) or not isinstance(st.value, ast.Call):
            return {}
        return {k.arg: sv_from_ast(k.value) for k in st.value.keywords if k.arg is not None}

    def set_arg(self, index: int, value: ScopedValue) -> None:
        slots = self._slots()
        if not 0 <= index < len(slots):
            raise ValueError(f"For set_arg, index {index} is out of range of the node's {len(slots)} arguments.")
        self._put(slots[index], ast_from_sv(value, self.tree))

    def set_kwarg(self, key: str, value: ScopedValue) -> None:
        for k in self.ast.value.keywords:
            if k.arg == key:
                k.value = ast_from_sv(value, self.tree)
                return
        self.ast.value.keywords.append(ast.keyword(arg=key, value=ast_from_sv(value, self.tree)))

    def get_targets(self) -> List[ScopedValue]:
        if self.node_type == NodeType.Input:
            return [ScopedValue.create_naming_value(self.ast.arg)]
        st = self.ast
        if isinstance(st, ast.Assign):
            return _targets_from_ast(st.targets[0])
        if isinstance(st, (ast.AugAssign, ast.AnnAssign)):
            return _targets_from_ast(st.target)
        return []

    def set_target(self, index: int, value: ScopedValue) -> None:
        targets = self.get_targets()
        if not 0 <= index < len(targets):
            raise ValueError(f"For set_target, index {index} is out of range of the node's {len(targets)} targets.")
        targets[index] = value
        self.ast.targets = [_target_ast(targets)]

    def func_value(self) -> Optional[ScopedValue]:
        st = self.ast
        if isinstance(st, ast.Assign) and isinstance(st.value, ast.Call):
            return sv_from_ast(st.value.func)
        return None

    # topology: an argument's provider is the latest earlier node of the same node list defining that name
    def siblings(self) -> List["NodeImpl"]:
        return _node_list(self.manager) if self.manager is not None else []

    def providers(self) -> Dict[int, Tuple["NodeImpl", int]]:
        sibs = self.siblings()
        if self not in sibs:
            return {}
        pos = sibs.index(self)
        out: Dict[int, Tuple[NodeImpl, int]] = {}
        for i, arg in enumerate(self.get_args()):
            if arg.type != ValueType.NamingValue or arg.scope:
                continue
            for prev in reversed(sibs[:pos]):
                targets = prev.get_targets()
                if arg in targets:
                    out[i] = (prev, targets.index(arg))
                    break
        return out

    def users(self) -> List[Tuple["NodeImpl", int, int]]:
        """(user, its argument index, our target index) in node order."""
        sibs = self.siblings()
        if self not in sibs:
            return []
        out = []
        for later in sibs[sibs.index(self) + 1:]:
            for arg_idx, (prov, out_idx) in later.providers().items():
                if prov is self:
                    out.append((later, arg_idx, out_idx))
        return out

    def instance_type(self) -> type:
        return type(self.instance)


def _node_list(manager: Any) -> List[NodeImpl]:
    return manager.nodes_list if isinstance(manager, _Tree) else manager.children


def _walk_managers(tree: "_Tree") -> List[NodeImpl]:
    """MindSpore's order: a node list, then (last pushed first) the lists nested in it."""
    nodes: List[NodeImpl] = []
    stack: List[Any] = [tree]
    while stack:
        mgr = stack.pop()
        lst = _node_list(mgr)
        nodes.extend(lst)
        stack.extend(n for n in lst if n.children is not None)
    return nodes


# -- the tree --------------------------------------------------------------------------------------------------
def _class_def(cls: type) -> Optional[ast.ClassDef]:
    try:
        src = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return None
    for node in ast.parse(src).body:
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return node
    return None


def _strip_function(fdef: ast.FunctionDef) -> ast.FunctionDef:
    """A copy without its docstring and argument annotations (MindSpore prints neither)."""
    fdef = copy.deepcopy(fdef)
    body = fdef.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
            isinstance(body[0].value.value, str):
        fdef.body = body[1:] or [ast.Pass()]
    a = fdef.args
    for arg in a.posonlyargs + a.args + a.kwonlyargs + [x for x in (a.vararg, a.kwarg) if x is not None]:
        arg.annotation = None
    fdef.returns = None
    return fdef


def _class_var_names(cdef: ast.ClassDef) -> List[str]:
    names: List[str] = []
    todo = list(cdef.body)
    while todo:
        st = todo.pop(0)
        if isinstance(st, ast.Assign):
            for t in st.targets:
                names.extend(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
        elif isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name):
            names.append(st.target.id)
        elif isinstance(st, ast.If):
            todo.extend(st.body + st.orelse)
    return names


class _Tree:
    """A network's class, parsed: construct's nodes, the methods construct calls, the sub-networks."""

    def __init__(self, net: Cell):
        self.net = net
        self.cls = type(net)
        self.opt_name = self.cls.__name__ + "Opt"
        self.nodes_list: List[NodeImpl] = []
        self.target_namer = Namer()
        self.node_namer = Namer()
        self.cdef = _class_def(self.cls)
        self.init_lines: List[str] = []
        self.deleted_nodes: List[str] = []
        self.flattener = Flattener(self.target_namer.get_name)
        self.construct_def: Optional[ast.FunctionDef] = None
        self.parsed_methods: Dict[str, NodeImpl] = {}
        self.modified = False
        if self.cdef is None:
            raise RuntimeError(f"For MindSpore Rewrite, can not get the source of network class {self.cls.__name__}.")
        for st in self.cdef.body:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) and st.name == "construct":
                self.construct_def = _strip_function(st)
                _rename(self.construct_def, self.cls.__name__, self.opt_name)
        if self.construct_def is not None:
            self._parse_function(self.construct_def, self)

    # -- naming
    def unique_name(self, name: str) -> str:
        return self.target_namer.get_name(name)

    def node_name(self, base: str) -> str:
        return self.node_namer.get_name(base)

    def store_object(self, base: str, obj: Any) -> str:
        """Store ``obj`` on the original network under a fresh attribute name (copied into the new one)."""
        name = base
        k = 0
        while hasattr(self.net, name):
            k += 1
            name = f"{base}_{k}"
        setattr(self.net, name, obj)
        self.init_lines.append(f"self.{name} = obj.{name}")
        return name

    # -- parsing
    def _parse_function(self, fdef: ast.FunctionDef, manager: Any) -> None:
        lst = _node_list(manager)
        a = fdef.args
        params = a.posonlyargs + a.args
        for arg in params[1:] if params and params[0].arg == "self" else params:
            self.target_namer.add_name(arg.arg)
            node = NodeImpl(NodeType.Input, arg, self.node_name("input_" + arg.arg))
            self._adopt(node, manager)
            lst.append(node)
        lst.extend(self._parse_body(fdef.body, manager))

    def _adopt(self, node: NodeImpl, manager: Any) -> None:
        node.tree = self
        node.manager = manager

    def _parse_body(self, body: List[ast.stmt], manager: Any) -> List[NodeImpl]:
        self.flattener.body(body)
        out: List[NodeImpl] = []
        for st in body:
            out.extend(self._parse_stmt(st, manager))
        return out

    def _parse_stmt(self, st: ast.stmt, manager: Any) -> List[NodeImpl]:
        if isinstance(st, ast.Assign):
            for t in st.targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        self.target_namer.add_name(n.id)
            node = self._parse_assign(st)
        elif isinstance(st, ast.Return):
            node = NodeImpl(NodeType.Output, st, self.node_name("return"))
        elif isinstance(st, (ast.If, ast.For, ast.While)):
            kind = {ast.If: "if", ast.For: "for", ast.While: "while"}[type(st)]
            node = NodeImpl(NodeType.ControlFlow, st, self.node_name(kind + "_node"))
            self._adopt(node, manager)
            node.children = self._parse_body(st.body, node)
            out = [node]
            if isinstance(st, ast.If) and st.orelse:
                other = NodeImpl(NodeType.ControlFlow, st, self.node_name("else_node"))
                other.is_orelse, other.partner, node.partner = True, node, other
                self._adopt(other, manager)
                other.children = self._parse_body(st.orelse, other)
                out.append(other)
            return out
        else:
            node = NodeImpl(NodeType.Python, st, self.node_name(type(st).__name__))
        self._adopt(node, manager)
        if node.func_def is not None:
            node.children = []
            self._parse_function(node.func_def, node)
        return [node]

    def _resolve(self, expr: ast.AST) -> Any:
        """The object a ``self.a`` / ``module.f`` / ``f`` expression names, or None."""
        module = sys.modules.get(self.cls.__module__)
        glb = vars(module) if module is not None else {}
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            if expr.value.id == "self":
                try:
                    return inspect.getattr_static(self.net, expr.attr)
                except AttributeError:
                    return None
            base = glb.get(expr.value.id)
            if inspect.ismodule(base):
                return getattr(base, expr.attr, None)
            return None
        if isinstance(expr, ast.Name):
            obj = glb.get(expr.id)
            return obj if callable(obj) and not isinstance(obj, type) else None
        return None

    def _parse_assign(self, st: ast.Assign) -> NodeImpl:
        v = st.value
        if isinstance(v, ast.Call):
            return self._parse_call(st, v)
        if isinstance(v, (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare)):
            op = v.ops[0] if isinstance(v, ast.Compare) else v.op
            kind = {ast.BinOp: "binop", ast.UnaryOp: "unaryop", ast.BoolOp: "boolop", ast.Compare: "compare"}[type(v)]
            return NodeImpl(NodeType.MathOps, st, self.node_name(f"{kind}_{_OP_NAMES.get(type(op), 'op')}"))
        if isinstance(v, (ast.Tuple, ast.List)):
            return NodeImpl(NodeType.CallMethod, st, self.node_name(type(v).__name__.lower()))
        if isinstance(v, ast.Subscript):
            return NodeImpl(NodeType.CallMethod, st, self.node_name("subscript_var"))
        return NodeImpl(NodeType.Python, st, self.node_name("Assign"))

    def _parse_call(self, st: ast.Assign, call: ast.Call) -> NodeImpl:
        func = call.func
        fname = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else "function"
        is_self = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self"
        if is_self:
            obj = getattr(self.net, func.attr, None)
            if isinstance(obj, Cell):
                if isinstance(obj, (SequentialCell, CellList)):
                    node = NodeImpl(NodeType.CellContainer, st, self.node_name(fname), obj)
                    node.children = []
                    for cell in obj:
                        # each cell of the container reads and writes the container call's variables
                        shown = ast.Assign(targets=[copy.deepcopy(st.targets[0])],
                                           value=ast.Call(func=ast.Name(id=type(cell).__name__, ctx=ast.Load()),
                                                          args=copy.deepcopy(call.args), keywords=[]))
                        child = NodeImpl(NodeType.CallCell, shown, self.node_name(type(cell).__name__), cell)
                        self._adopt(child, node)
                        node.children.append(child)
                    return node
                if not _is_library_class(type(obj)) and "construct" in _own_dicts(type(obj)):
                    node = NodeImpl(NodeType.Tree, st, self.node_name(fname), obj)
                    node.sub_tree = _Tree(obj)
                    return node
                return NodeImpl(NodeType.CallCell, st, self.node_name(fname), obj)
            if isinstance(obj, Primitive):
                return NodeImpl(NodeType.CallPrimitive, st, self.node_name(fname), obj)
            own = self.cls.__dict__.get(func.attr)
            if inspect.isfunction(own) and func.attr != "construct":
                node = NodeImpl(NodeType.CallFunction, st, self.node_name(fname), obj)
                if func.attr not in self.parsed_methods:
                    fdef = next((s for s in self.cdef.body if isinstance(s, ast.FunctionDef) and s.name == func.attr),
                                None)
                    if fdef is not None:
                        node.func_def = _strip_function(fdef)
                        _rename(node.func_def, self.cls.__name__, self.opt_name)
                        self.parsed_methods[func.attr] = node
                return node
            return NodeImpl(NodeType.CallFunction, st, self.node_name(fname), None)
        target = self._resolve(func)
        if isinstance(target, Primitive):
            return NodeImpl(NodeType.CallPrimitive, st, self.node_name(fname), target)
        if isinstance(target, Cell):
            return NodeImpl(NodeType.CallCell, st, self.node_name(fname), target)
        return NodeImpl(NodeType.CallFunction, st, self.node_name(fname), target)

    # -- queries
    def all_nodes(self, subtree_nodes: bool = True) -> List[NodeImpl]:
        nodes = _walk_managers(self)
        if subtree_nodes:
            for n in self.tree_nodes():
                nodes.extend(n.sub_tree.all_nodes())
        return nodes

    def tree_nodes(self) -> List[NodeImpl]:
        return [n for n in _walk_managers(self) if n.node_type == NodeType.Tree and n.sub_tree is not None]

    def get_node(self, name: str) -> Optional[NodeImpl]:
        for n in _walk_managers(self):
            if n.name == name:
                return n
        return None

    # -- editing
    def insert(self, manager: Any, index: int, node: NodeImpl) -> NodeImpl:
        if node.tree is not None:
            raise RuntimeError(f"Node {node.name} is already in a SymbolTree.")
        base = node.name or _default_node_name(node)
        name = self.node_name(base)
        if node.node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree, NodeType.CellContainer) \
                and node.instance is not None:
            while hasattr(self.net, name) and getattr(self.net, name) is not node.instance:
                name = self.node_name(base)
            setattr(self.net, name, node.instance)
            if not any(line.startswith(f"self.{name} =") for line in self.init_lines):
                self.init_lines.append(f"self.{name} = obj.{name}")
            node.new_attr = name
            node.ast.value.func = ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr=name, ctx=ast.Load())
        node.name = name
        self._adopt(node, manager)
        if node.children is not None:
            for c in node.children:
                self._adopt(c, node)
        if node.node_type == NodeType.CallFunction and node.instance is not None:
            self.extra_globals[_func_name(node)] = node.instance
        for t in node.get_targets():
            if t.type == ValueType.NamingValue and not t.scope:
                self.target_namer.add_name(t.value)
        # arguments that are objects get stored on the network
        for slot in node._slots():
            cur = node._get(slot)
            if isinstance(cur, _ObjPlaceholder):
                node._put(slot, ast_from_sv(cur.value, self))
        _node_list(manager).insert(index, node)
        self.modified = True
        return node

    def erase(self, node: NodeImpl) -> NodeImpl:
        lst = _node_list(node.manager) if node.manager is not None else []
        if node.tree is not self or node not in lst:
            raise ValueError(f"For erase, node {node.name} is not in this SymbolTree.")
        lst.remove(node)
        if node.node_type in (NodeType.CallCell, NodeType.Tree, NodeType.CellContainer, NodeType.CallPrimitive):
            self.deleted_nodes.append(node.name)
        node.tree = None
        node.manager = None
        self.modified = True
        return node

    @property
    def extra_globals(self) -> Dict[str, Any]:
        d = self.__dict__.setdefault("_extra_globals", {})
        return d

    # -- code generation -------------------------------------------------------------------------------
    def emit_body(self, nodes: List[NodeImpl]) -> List[ast.stmt]:
        out: List[ast.stmt] = []
        for n in nodes:
            if n.node_type == NodeType.Input:
                continue
            if n.node_type == NodeType.ControlFlow:
                st = n.ast
                if n.is_orelse:
                    if n.partner is not None and n.partner in nodes:
                        continue      # printed with its if
                    st.body = [ast.Pass()]
                    st.orelse = self.emit_body(n.children)
                    out.append(st)
                    continue
                st.body = self.emit_body(n.children) or [ast.Pass()]
                if isinstance(st, ast.If):
                    st.orelse = self.emit_body(n.partner.children) if n.partner is not None and \
                        n.partner in nodes else []
                out.append(st)
                continue
            if n.ast is not None:
                out.append(n.ast)
        return out

    def _emit_function(self, fdef: ast.FunctionDef, nodes: List[NodeImpl]) -> ast.FunctionDef:
        fdef = copy.deepcopy(fdef)
        inputs = [n for n in nodes if n.node_type == NodeType.Input]
        a = fdef.args
        params = a.posonlyargs + a.args
        first = params[:1] if params and params[0].arg == "self" else []
        known = {p.arg: p for p in params}
        a.posonlyargs = []
        a.args = first + [known.get(n.ast.arg, n.ast) for n in inputs]
        fdef.body = copy.deepcopy(self.emit_body(nodes)) or [ast.Pass()]
        return fdef


def _own_dicts(cls: type) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for c in reversed(cls.__mro__):
        if _is_library_class(c):
            continue
        out.update(c.__dict__)
    return out


def _func_name(node: NodeImpl) -> str:
    f = node.ast.value.func
    return f.id if isinstance(f, ast.Name) else f.attr


def _default_node_name(node: NodeImpl) -> str:
    f = node.func_value()
    if f is not None and f.type == ValueType.NamingValue:
        return f.value
    return type(node.instance).__name__ if node.instance is not None else "node"


class _ObjPlaceholder(ast.expr):
    """An argument object of a node not yet in a tree: stored on the network at insertion."""
    _fields = ()

    def __init__(self, value: ScopedValue):
        super().__init__()
        self.value = value


def make_call_node(node_type: NodeType, instance: Any, func: ast.expr, targets: List[ScopedValue],
                   args: List[ScopedValue], kwargs: Dict[str, ScopedValue], name: str) -> NodeImpl:
    def arg_ast(v: ScopedValue) -> ast.expr:
        if v.type == ValueType.CustomObjValue:
            return _ObjPlaceholder(v)
        return ast_from_sv(v)
    call = ast.Call(func=func, args=[arg_ast(a) for a in args],
                    keywords=[ast.keyword(arg=k, value=arg_ast(v)) for k, v in kwargs.items()])
    stmt = ast.Assign(targets=[_target_ast(targets)], value=call, lineno=0)
    return NodeImpl(node_type, stmt, name, instance)


# -- the generated module --------------------------------------------------------------------------------------
def _import_module_name(cls: type) -> str:
    return cls.__module__


def _module_imports(module) -> List[ast.stmt]:
    """The top-level imports of a module's source, relative ones made absolute."""
    try:
        src = inspect.getsource(module)
    except (OSError, TypeError):
        return []
    out: List[ast.stmt] = []
    for st in ast.parse(src).body:
        if isinstance(st, ast.Import):
            out.append(st)
        elif isinstance(st, ast.ImportFrom):
            if st.level:
                pkg = module.__package__ or ""
                try:
                    absolute = importlib.util.resolve_name("." * st.level + (st.module or ""), pkg)
                except (ImportError, ValueError):
                    continue
                st = ast.ImportFrom(module=absolute, names=st.names, level=0)
            out.append(st)
    return out


def _section_preamble(cls: type) -> Tuple[List[ast.stmt], ast.stmt]:
    module = sys.modules.get(cls.__module__)
    stmts: List[ast.stmt] = []
    path = getattr(module, "__file__", None)
    if path:
        d = os.path.normpath(os.path.normcase(os.path.dirname(os.path.realpath(path))))
        stmts.append(ast.parse(f"sys.path.insert(0, {d!r})").body[0])
    stmts.extend(_module_imports(module) if module is not None else [])
    if module is None or getattr(module, cls.__name__, None) is not cls:
        own = None        # a class defined in a function: the generated module gets it by name (see load_class)
    elif cls.__module__ == "__main__":
        own = ast.parse(f"{cls.__name__} = getattr(sys.modules['__main__'], '{cls.__name__}')").body[0]
    elif module is not None and getattr(module, cls.__name__, None) is cls:
        own = ast.ImportFrom(module=cls.__module__, names=[ast.alias(name=cls.__name__)], level=0)
    else:
        own = None
    return stmts, own


class CodeGen:
    """Prints a tree (and the father classes and sub-trees it needs) as one module."""

    def __init__(self, tree: _Tree):
        self.tree = tree
        self.body: List[ast.stmt] = []
        self.done: set = set()
        self.namespace: Dict[str, Any] = {}
        self.used_globals: Dict[str, Any] = {}

    def run(self) -> str:
        header = ast.parse(_HEADER).body
        n_header = len(header)
        self.body = list(header) + [_divider(), _divider()]
        self._tree_section(self.tree)
        module = ast.Module(body=self.body, type_ignores=[])
        _prune_imports(module, n_header)
        return ast.unparse(ast.fix_missing_locations(module))

    def _bases(self, cls: type, cdef: Optional[ast.ClassDef]) -> Tuple[List[ast.expr], List[ast.stmt]]:
        exprs = list(cdef.bases) if cdef is not None and len(cdef.bases) == len(cls.__bases__) else \
            [ast.Name(id=b.__name__, ctx=ast.Load()) for b in cls.__bases__]
        bases: List[ast.expr] = []
        inits: List[ast.stmt] = []
        for base, expr in zip(cls.__bases__, exprs):
            if base is object:
                continue
            if not _is_library_class(base):
                self._father_section(base)
                bases.append(ast.Name(id=base.__name__ + "Opt", ctx=ast.Load()))
                inits.append(ast.parse(f"{base.__name__}Opt.__init__(self)").body[0])
            else:
                bases.append(copy.deepcopy(expr))
                if isinstance(base, type) and issubclass(base, Cell):
                    inits.append(ast.Expr(ast.Call(func=ast.Attribute(value=copy.deepcopy(expr), attr="__init__",
                                                                      ctx=ast.Load()),
                                                   args=[ast.Name(id="self", ctx=ast.Load())], keywords=[])))
        return bases, inits

    def _emit_section(self, cls: type, cdef: ast.ClassDef) -> None:
        pre, own = _section_preamble(cls)
        self.body.extend(pre)
        if own is not None:
            self.body.append(own)
        self.namespace[cls.__name__] = cls
        module = sys.modules.get(cls.__module__)
        self.body.append(cdef)
        # module-level helpers the class code names (functions, constants) come from the class's module
        if module is not None:
            bound = {a.asname or a.name.split(".")[0] for st in pre if isinstance(st, (ast.Import, ast.ImportFrom))
                     for a in st.names}
            for name in sorted({n.id for n in ast.walk(cdef) if isinstance(n, ast.Name)}):
                if name in bound or name == cls.__name__ or hasattr(builtins, name):
                    continue
                if name in vars(module) and not inspect.ismodule(vars(module)[name]):
                    self.used_globals[name] = vars(module)[name]
        self.body.append(_divider())

    def _father_section(self, cls: type) -> None:
        if cls in self.done:
            return
        self.done.add(cls)
        src = _class_def(cls)
        bases, inits = self._bases(cls, src)
        opt = cls.__name__ + "Opt"
        init = ast.parse(
            "def __init__(self):\n"
            f"    for key, value in {cls.__name__}.__dict__.items():\n"
            "        if not key.startswith('__'):\n"
            f"            setattr({opt}, key, value)\n").body[0]
        init.body[:0] = inits
        cdef = ast.ClassDef(name=opt, bases=[ast.Name(id=cls.__name__, ctx=ast.Load())] + bases, keywords=[],
                            body=[init], decorator_list=[])
        self._emit_section(cls, cdef)

    def _tree_section(self, tree: _Tree) -> None:
        cls = tree.cls
        if cls in self.done:
            return
        self.done.add(cls)
        bases, inits = self._bases(cls, tree.cdef)
        for node in tree.tree_nodes():
            self._tree_section(node.sub_tree)
        opt = tree.opt_name
        init = ast.parse("def __init__(self, obj):\n"
                         "    for key, value in obj.__dict__.items():\n"
                         "        setattr(self, key, value)\n").body[0]
        init.body[:0] = inits
        for var in _class_var_names(tree.cdef):
            init.body.append(ast.parse(f"self.__class__.{var} = obj.__class__.{var}").body[0])
        for node in tree.tree_nodes():
            f = node.func_value()
            if f is not None and f.scope == "self":
                init.body.append(ast.parse(f"self.{f.value} = {node.sub_tree.opt_name}(self.{f.value})").body[0])
        for line in tree.init_lines:
            init.body.append(ast.parse(line).body[0])
        methods: List[ast.stmt] = [init]
        for st in tree.cdef.body:
            if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) or st.name == "__init__":
                continue
            if st.name == "construct" and tree.construct_def is not None:
                fdef = tree._emit_function(tree.construct_def, tree.nodes_list)
            elif st.name in tree.parsed_methods:
                holder = tree.parsed_methods[st.name]
                fdef = tree._emit_function(holder.func_def, holder.children)
            else:
                fdef = _strip_function(st)
            _rename(fdef, cls.__name__, opt)
            methods.append(fdef)
        cdef = ast.ClassDef(name=opt, bases=[ast.Name(id=cls.__name__, ctx=ast.Load())] + bases, keywords=[],
                            body=methods, decorator_list=[])
        self._emit_section(cls, cdef)
        self.namespace.update(tree.extra_globals)


def _divider() -> ast.stmt:
    return ast.Expr(ast.Name(id="#", ctx=ast.Load()))


def _rename(fdef: ast.AST, old: str, new: str) -> None:
    for n in ast.walk(fdef):
        if isinstance(n, ast.Name) and n.id == old:
            n.id = new


def _section_names(body: List[ast.stmt]) -> List[set]:
    """Per statement: the names the non-import statements of its section (between ``#`` dividers) use."""
    out: List[set] = []
    start = 0
    for i in range(len(body) + 1):
        if i == len(body) or _is_divider(body[i]):
            used = {n.id for st in body[start:i] if not isinstance(st, (ast.Import, ast.ImportFrom))
                    for n in ast.walk(st) if isinstance(n, ast.Name)}
            out.extend([used] * (i - start + (1 if i < len(body) else 0)))
            start = i + 1
    return out


def _is_divider(st: ast.stmt) -> bool:
    return isinstance(st, ast.Expr) and isinstance(st.value, ast.Name) and st.value.id == "#"


def _prune_imports(module: ast.Module, n_header: int) -> None:
    """Drop the imports their section does not use, then repeated ones (MindSpore's clean-up of the module)."""
    section_used = _section_names(module.body)
    kept: List[ast.stmt] = []
    seen = set()
    for i, st in enumerate(module.body):
        if isinstance(st, (ast.Import, ast.ImportFrom)):
            used = section_used[i]
            if i >= n_header:
                names = [a for a in st.names if a.name == "*" or (a.asname or a.name.split(".")[0]) in used]
                if not names:
                    continue
                st = copy.copy(st)
                st.names = names
            text = ast.unparse(st)
            if text in seen:
                continue
            seen.add(text)
        kept.append(st)
    module.body = kept


def _mapped_import(name, globals=None, locals=None, fromlist=(), level=0):  # pylint: disable=redefined-builtin
    """``import mindspore...`` in generated code imports msgraph (when the mindspore alias is not installed)."""
    if level == 0 and (name == "mindspore" or name.startswith("mindspore.")) and "mindspore" not in sys.modules:
        name = "msgraph" + name[len("mindspore"):]
    return builtins.__import__(name, globals, locals, fromlist, level)


_TMP_DIR: Optional[str] = None


def load_class(tree: _Tree, code: str, gen: CodeGen) -> type:
    """Execute the generated module (a real file, so ``inspect.getsource`` works for Graph mode)."""
    global _TMP_DIR
    if _TMP_DIR is None or not os.path.isdir(_TMP_DIR):    # (a test harness may remove the temporary directory)
        _TMP_DIR = tempfile.mkdtemp(prefix="msgraph_rewrite_")
    mod_name = f"{tree.opt_name}_{id(tree)}_{len(os.listdir(_TMP_DIR))}"
    path = os.path.join(_TMP_DIR, mod_name + ".py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(code)
    spec = importlib.util.spec_from_file_location(mod_name, path)
    module = importlib.util.module_from_spec(spec)
    namespace = dict(gen.used_globals)
    namespace.update(gen.namespace)
    module.__dict__.update(namespace)
    module.__dict__["__builtins__"] = dict(vars(builtins), __import__=_mapped_import)
    sys.modules[mod_name] = module
    spec.loader.exec_module(module)
    return getattr(module, tree.opt_name)
