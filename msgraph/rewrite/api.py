"""The public rewrite API: ``SymbolTree`` and ``Node`` (MindSpore's ``mindspore.rewrite``)."""
from __future__ import annotations

import ast
import os
import stat
from types import FunctionType
from typing import Any, Dict, List, Optional, Union

from ..nn.cell import Cell
from .node_type import NodeType
from .scoped_value import ScopedValue, ValueType
from .tree import CodeGen, NodeImpl, _node_list, _Tree, ast_from_sv, load_class, make_call_node


def _check_type(name: str, value: Any, types, owner: str) -> None:
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in
                                        (types if isinstance(types, tuple) else (types,))):
        names = ", ".join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))
        raise TypeError(f"For '{owner}', the type of '{name}' should be one of '[{names}]', "
                        f"but got '{type(value).__name__}'.")


def _as_values(items, owner: str, name: str) -> List[ScopedValue]:
    out = []
    for item in items or []:
        if isinstance(item, str):
            item = ScopedValue.create_naming_value(item)
        if not isinstance(item, ScopedValue):
            raise TypeError(f"For '{owner}', each element of '{name}' should be 'ScopedValue' or 'str', "
                            f"but got '{type(item).__name__}'.")
        out.append(item)
    return out


def _as_kwargs(kwargs, owner: str) -> Dict[str, ScopedValue]:
    if kwargs is None:
        return {}
    if not isinstance(kwargs, dict):
        raise TypeError(f"For '{owner}', the type of 'kwargs' should be 'dict', but got '{type(kwargs).__name__}'.")
    out = {}
    for k, v in kwargs.items():
        if not isinstance(k, str) or not isinstance(v, ScopedValue):
            raise TypeError(f"For '{owner}', 'kwargs' should map str to ScopedValue.")
        out[k] = v
    return out


class Node:
    """A statement of a network's ``construct`` in a :class:`SymbolTree`."""

    def __init__(self, node: NodeImpl):
        self._node = node

    def __eq__(self, other):
        if not isinstance(other, Node):
            return False
        return self._node is other._node

    def __hash__(self):
        return hash(id(self._node))

    def __repr__(self):
        return f"Node({self._node.name!r}, {self._node.node_type})"

    @staticmethod
    def create_call_cell(cell: Cell, targets: List[Union[ScopedValue, str]], args: List[ScopedValue] = None,
                         kwargs: Dict[str, ScopedValue] = None, name: str = "", is_sub_net: bool = False) -> "Node":
        if not isinstance(cell, Cell):
            raise TypeError(f"For 'create_call_cell', the type of 'cell' should be 'Cell', "
                            f"but got '{type(cell).__name__}'.")
        _check_type("name", name, str, "create_call_cell")
        _check_type("is_sub_net", is_sub_net, bool, "create_call_cell")
        func = ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr=name or type(cell).__name__.lower(),
                             ctx=ast.Load())
        impl = make_call_node(NodeType.CallCell, cell, func, _as_values(targets, "create_call_cell", "targets"),
                              _as_values(args, "create_call_cell", "args"), _as_kwargs(kwargs, "create_call_cell"),
                              name)
        return Node(impl)

    @staticmethod
    def create_call_function(function: FunctionType, targets: List[Union[ScopedValue, str]],
                             args: List[ScopedValue] = None, kwargs: Dict[str, ScopedValue] = None) -> "Node":
        if not isinstance(function, FunctionType):
            raise TypeError(f"For 'create_call_function', the type of 'function' should be 'FunctionType', "
                            f"but got '{type(function).__name__}'.")
        func = ast.Name(id=function.__name__, ctx=ast.Load())
        impl = make_call_node(NodeType.CallFunction, function, func,
                              _as_values(targets, "create_call_function", "targets"),
                              _as_values(args, "create_call_function", "args"),
                              _as_kwargs(kwargs, "create_call_function"), function.__name__)
        return Node(impl)

    @staticmethod
    def create_input(param_name: str, default: Optional[ScopedValue] = None) -> "Node":
        _check_type("param_name", param_name, str, "create_input")
        arg = ast.arg(arg=param_name, annotation=None)
        impl = NodeImpl(NodeType.Input, arg, "input_" + param_name)
        impl.attributes["default"] = default
        return Node(impl)

    def get_handler(self) -> NodeImpl:
        return self._node

    def get_inputs(self) -> List["Node"]:
        return [Node(p) for _, (p, _) in sorted(self._node.providers().items())]

    def get_users(self) -> List["Node"]:
        out: List[Node] = []
        for user, _, _ in self._node.users():
            if all(u._node is not user for u in out):
                out.append(Node(user))
        return out

    def set_arg(self, index: int, arg: Union[ScopedValue, str]):
        _check_type("index", index, int, "set_arg")
        _check_type("arg", arg, (ScopedValue, str), "set_arg")
        if isinstance(arg, str):
            arg = ScopedValue.create_naming_value(arg)
        self._node.set_arg(index, arg)

    def set_arg_by_node(self, arg_idx: int, src_node: "Node", out_idx: Optional[int] = None):
        _check_type("arg_idx", arg_idx, int, "set_arg_by_node")
        _check_type("src_node", src_node, Node, "set_arg_by_node")
        targets = src_node.get_targets()
        if out_idx is None:
            if len(targets) != 1:
                raise RuntimeError("If out_idx is not specified, src_node should only has one output")
            out_idx = 0
        _check_type("out_idx", out_idx, int, "set_arg_by_node")
        if out_idx >= len(targets):
            raise RuntimeError("out_idx out of range: ", out_idx)
        self._node.set_arg(arg_idx, targets[out_idx])

    def get_targets(self) -> List[ScopedValue]:
        return self._node.get_targets()

    def get_name(self) -> str:
        return self._node.name

    def get_node_type(self) -> NodeType:
        return self._node.node_type

    def get_instance_type(self) -> type:
        return self._node.instance_type()

    def get_instance(self):
        return self._node.instance

    def get_args(self) -> List[ScopedValue]:
        return self._node.get_args()

    def get_symbol_tree(self) -> Optional["SymbolTree"]:
        tree = self._node.tree
        return SymbolTree(tree) if tree is not None else None

    def get_sub_tree(self) -> "SymbolTree":
        if self._node.node_type != NodeType.Tree:
            raise TypeError("For get_sub_tree, the type of node should be 'NodeType.Tree', "
                            f"but got {self._node.node_type}")
        return SymbolTree(self._node.sub_tree)

    def get_kwargs(self) -> Dict[str, ScopedValue]:
        return self._node.get_kwargs()

    def set_attribute(self, key: str, value):
        _check_type("key", key, str, "set_attribute")
        self._node.attributes[key] = value

    def get_attributes(self) -> Dict[str, object]:
        return dict(self._node.attributes)

    def get_attribute(self, key: str):
        _check_type("key", key, str, "get_attribute")
        return self._node.attributes.get(key)

    def get_arg_providers(self) -> dict:
        return {i: (Node(p), k) for i, (p, k) in self._node.providers().items()}

    def get_target_users(self, index=-1) -> Union[dict, list]:
        users: Dict[int, list] = {}
        for user, arg_idx, out_idx in self._node.users():
            users.setdefault(out_idx, []).append((Node(user), arg_idx))
        if index == -1:
            return users
        return users.get(index, [])


class _Position:
    """Where ``SymbolTree.insert`` puts a node: before or after ``node`` in its node list."""

    def __init__(self, tree: _Tree, node: NodeImpl, before: bool):
        self.symbol_tree = tree
        self.node = node
        self.before_node = before


class SymbolTree:
    """A network's ``construct`` as nodes that can be edited, printed as code and built into a new network."""

    def __init__(self, handler: _Tree):
        if not isinstance(handler, _Tree):
            raise TypeError(f"For 'SymbolTree', the type of 'handler' should be SymbolTreeImpl, "
                            f"but got '{type(handler).__name__}'.")
        self._symbol_tree = handler

    def __eq__(self, other):
        return isinstance(other, SymbolTree) and self._symbol_tree is other._symbol_tree

    def __hash__(self):
        return hash(id(self._symbol_tree))

    @classmethod
    def create(cls, network):
        if not isinstance(network, Cell):
            raise TypeError(f"For 'SymbolTree.create', the type of 'network' should be 'Cell', "
                            f"but got '{type(network).__name__}'.")
        return cls(_Tree(network))

    def get_handler(self) -> _Tree:
        return self._symbol_tree

    def nodes(self, all_nodes: bool = False):
        _check_type("all_nodes", all_nodes, bool, "nodes")
        nodes = self._symbol_tree.all_nodes() if all_nodes else list(self._symbol_tree.nodes_list)
        for node in nodes:
            yield Node(node)

    def get_node(self, node_name: str) -> Optional[Node]:
        _check_type("node_name", node_name, str, "get_node")
        node = self._symbol_tree.get_node(node_name)
        return Node(node) if node is not None else None

    def get_inputs(self) -> List[Node]:
        return [Node(n) for n in self._symbol_tree.nodes_list if n.node_type == NodeType.Input]

    def _real(self, node: Union[Node, str], api: str) -> NodeImpl:
        if isinstance(node, str):
            found = self._symbol_tree.get_node(node)
            if found is None:
                raise ValueError(f"For '{api}', node {node} is not in current SymbolTree.")
            return found
        _check_type("node", node, Node, api)
        impl = node.get_handler()
        if impl.tree is not self._symbol_tree:
            raise ValueError(f"For '{api}', node {impl.name} is not in current SymbolTree.")
        return impl

    def before(self, node: Union[Node, str]):
        return _Position(self._symbol_tree, self._real(node, "before"), True)

    def after(self, node: Union[Node, str]):
        return _Position(self._symbol_tree, self._real(node, "after"), False)

    def insert(self, position, node: Node) -> Node:
        if not isinstance(position, _Position):
            raise TypeError(f"For 'insert', the type of 'position' should be 'Position', "
                            f"but got '{type(position).__name__}'.")
        _check_type("node", node, Node, "insert")
        anchor = position.node
        if anchor.tree is not self._symbol_tree:
            raise RuntimeError("Position is not in current SymbolTree.")
        lst = _node_list(anchor.manager)
        index = lst.index(anchor) + (0 if position.before_node else 1)
        if anchor.node_type == NodeType.Input and not position.before_node:
            index = max(index, max(i for i, n in enumerate(lst) if n.node_type == NodeType.Input) + 1)
        self._symbol_tree.insert(anchor.manager, index, node.get_handler())
        return node

    def erase(self, node: Union[Node, str]) -> Optional[Node]:
        return Node(self._symbol_tree.erase(self._real(node, "erase")))

    def replace(self, old_node: Node, new_nodes: List[Node]) -> Node:
        _check_type("old_node", old_node, Node, "replace")
        if not isinstance(new_nodes, list) or not new_nodes or not all(isinstance(n, Node) for n in new_nodes):
            raise TypeError("For 'replace', 'new_nodes' should be a non-empty list of Node.")
        old = self._real(old_node, "replace")
        lst = _node_list(old.manager)
        index = lst.index(old)
        for k, n in enumerate(new_nodes):
            self._symbol_tree.insert(old.manager, index + k, n.get_handler())
        self._symbol_tree.erase(old)
        return new_nodes[-1]

    def set_output(self, index: int, return_value: str) -> Node:
        _check_type("index", index, int, "set_output")
        _check_type("return_value", return_value, str, "set_output")
        outputs = [n for n in self._symbol_tree.nodes_list if n.node_type == NodeType.Output]
        if not outputs:
            raise RuntimeError("SymbolTree has no output node.")
        out = outputs[-1]
        out.set_arg(index, ScopedValue.create_naming_value(return_value))
        return Node(out)

    def dump(self):
        for n in self._symbol_tree.all_nodes():
            print(f"{n.node_type.name} {n.name}: {ast.unparse(n.ast) if n.ast is not None else ''}")

    def print_node_tabulate(self, all_nodes: bool = False):
        _check_type("all_nodes", all_nodes, bool, "print_node_tabulate")
        try:
            from tabulate import tabulate  # pylint: disable=import-outside-toplevel
        except ImportError:
            print("")      # MindSpore prints an empty table without the `tabulate` package
            return
        rows = []
        nodes = self._symbol_tree.all_nodes() if all_nodes else self._symbol_tree.nodes_list
        for n in nodes:
            code = ast.unparse(n.ast).split("\n")[0] if n.ast is not None and n.node_type != NodeType.Input else ""
            rows.append([n.node_type.name, n.name, code,
                         {i: (p.name, k) for i, (p, k) in n.providers().items()},
                         {k: [(u.name, a) for u, a, kk in n.users() if kk == k] for k in
                          range(len(n.get_targets()))}])
        print(tabulate(rows, headers=["node type", "name", "codes", "arg providers", "target users"]))

    def _gen(self):
        gen = CodeGen(self._symbol_tree)
        return gen.run(), gen

    def get_code(self) -> str:
        return self._gen()[0]

    def get_network(self) -> Cell:
        code, gen = self._gen()
        tree = self._symbol_tree
        cls = load_class(tree, code, gen)
        new_net = cls(tree.net)
        old_cells = tree.net.name_cells()
        new_cells = new_net.name_cells()
        for name, cell in old_cells.items():
            if name not in new_cells and name not in tree.deleted_nodes:
                new_net.insert_child_to_cell(name, cell)
        new_net.update_parameters_name()
        return new_net

    def set_saved_file_name(self, file_name: str):
        _check_type("file_name", file_name, str, "set_saved_file_name")
        self._symbol_tree.saved_file_name = file_name if file_name.endswith(".py") else file_name + ".py"

    def get_saved_file_name(self):
        return getattr(self._symbol_tree, "saved_file_name", "./network_define.py")

    def save_network_to_file(self):
        path = self.get_saved_file_name()
        if os.path.isfile(path):
            os.remove(path)
        with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT, stat.S_IRWXU), "wb") as f:
            f.write(self.get_code().encode("utf-8"))

    def unique_name(self, name: str = "output"):
        _check_type("name", name, str, "unique_name")
        return self._symbol_tree.unique_name(name)

    def flatten_static_if_control_flow(self):
        """Keep only the branch of an ``if`` whose test is a constant."""
        tree = self._symbol_tree
        for node in list(tree.all_nodes(False)):
            if node.node_type != NodeType.ControlFlow or not isinstance(node.ast, ast.If) or node.is_orelse:
                continue
            test = node.ast.test
            if not isinstance(test, ast.Constant):
                continue
            keep = node.children if test.value else (node.partner.children if node.partner else [])
            lst = _node_list(node.manager)
            at = lst.index(node)
            lst[at:at + 1] = keep
            for n in keep:
                n.manager = node.manager
            if node.partner is not None and node.partner in lst:
                lst.remove(node.partner)

    def get_origin_network(self):
        return self._symbol_tree.net

    def all_nodes(self, subtree_nodes: bool = True):
        return [Node(n) for n in self._symbol_tree.all_nodes(subtree_nodes)]


__all__ = ["SymbolTree", "Node", "ast_from_sv", "ValueType"]
