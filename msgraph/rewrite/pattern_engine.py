"""``PatternEngine``: find chains or trees of cell calls in a SymbolTree and replace them.

A pattern is a ``PatternNode`` (a name, the instance type it matches, its input patterns) or a list of
Cell/Primitive types (a chain, each feeding the next).  ``apply`` walks the tree from its inputs along
users; where a node and its inputs match the pattern (and no matched inner node is used outside the
match), the ``Replacement`` builds new nodes that take the root's place and the other matched nodes are
erased.  MindSpore's matching rules.
"""
from __future__ import annotations

import abc
from collections import OrderedDict
from typing import List, Tuple, Type, Union

from ..nn.cell import Cell
from ..ops.registry import Primitive
from .api import Node, SymbolTree
from .node_type import NodeType


class PatternNode:
    """A node of a pattern: ``match_type`` is the instance type it matches."""

    def __init__(self, pattern_node_name: str, match_type: Type = Type[None], inputs: List["PatternNode"] = None):
        if not isinstance(pattern_node_name, str):
            raise TypeError(f"For 'PatternNode', the type of 'pattern_node_name' should be 'str', "
                            f"but got '{type(pattern_node_name).__name__}'.")
        if inputs is not None and not all(isinstance(i, PatternNode) for i in inputs):
            raise TypeError("For 'PatternNode', each element of 'inputs' should be 'PatternNode'.")
        self._name = pattern_node_name
        self._type = match_type
        self._inputs = [] if inputs is None else inputs

    @staticmethod
    def from_node(node: Node) -> "PatternNode":
        if not isinstance(node, Node):
            raise TypeError(f"For 'PatternNode', the type of 'node' should be 'Node', but got '{type(node).__name__}'.")
        pattern = PatternNode(str(node.get_targets()[0]))
        if node.get_node_type() is NodeType.CallCell:
            pattern._type = node.get_instance_type()
        return pattern

    @staticmethod
    def create_pattern_from_node(node: Node) -> "PatternNode":
        pattern = PatternNode.from_node(node)
        pattern._inputs = [PatternNode.create_pattern_from_node(i) for i in node.get_inputs()]
        return pattern

    @staticmethod
    def create_pattern_from_list(type_list: list) -> "PatternNode":
        if not isinstance(type_list, list):
            raise TypeError(f"For 'PatternNode', the type of 'type_list' should be 'list', "
                            f"but got '{type(type_list).__name__}'.")
        last = None
        for i, cell_type in enumerate(type_list):
            last = PatternNode(f"{i}-{cell_type}", cell_type, [last] if last is not None else [])
        return last

    def add_input(self, node):
        if not isinstance(node, PatternNode):
            raise TypeError(f"For 'PatternNode', the type of 'node' should be 'PatternNode', "
                            f"but got '{type(node).__name__}'.")
        self._inputs.append(node)

    def set_inputs(self, inputs):
        if not isinstance(inputs, (list, tuple)) or not all(isinstance(i, PatternNode) for i in inputs):
            raise TypeError("For 'PatternNode', 'inputs' should be a list of 'PatternNode'.")
        self._inputs = inputs

    def match(self, node: Node) -> bool:
        if not isinstance(node, Node):
            raise TypeError(f"For 'PatternNode', the type of 'node' should be 'Node', but got '{type(node).__name__}'.")
        return self._type == node.get_instance_type()

    def get_inputs(self):
        return self._inputs

    def name(self) -> str:
        return self._name

    def type(self):
        return self._type


class VarNode(PatternNode):
    """A pattern node that matches any node."""

    def __init__(self):
        super().__init__("placeholder", Cell, [])

    def match(self, node: Node) -> bool:
        return node is not None and node.get_handler() is not None


class Replacement(abc.ABC):
    """Builds the nodes that replace a match."""

    @abc.abstractmethod
    def build(self, pattern: PatternNode, is_chain_pattern: bool, matched: OrderedDict) -> List[Node]:
        raise NotImplementedError

    def __call__(self, pattern: PatternNode, is_chain_pattern: bool, matched: OrderedDict) -> List[Node]:
        return self.build(pattern, is_chain_pattern, matched)


class PatternEngine:
    """Applies a pattern and its replacement to a SymbolTree."""

    def __init__(self, pattern: Union[PatternNode, List], replacement: Replacement = None):
        if not isinstance(replacement, Replacement):
            raise TypeError(f"For 'PatternEngine', the type of 'replacement' should be 'Replacement', "
                            f"but got '{type(replacement).__name__}'.")
        if isinstance(pattern, list):
            for p in pattern:
                if not (isinstance(p, type) and issubclass(p, (Cell, Primitive))):
                    raise TypeError(f"The type of 'pattern' should be one of [Cell, Primitive]"
                                    f"but got '{p}' with type '{type(p).__name__}'.")
            self._is_chain = True
            self._pattern = PatternNode.create_pattern_from_list(pattern)
        elif isinstance(pattern, PatternNode):
            self._is_chain = False
            self._pattern = pattern
        else:
            raise TypeError(f"For 'PatternEngine', the type of 'pattern' should be 'PatternNode', "
                            f"but got '{type(pattern).__name__}'.")
        self._replacement = replacement

    def pattern(self) -> PatternNode:
        return self._pattern

    def apply(self, stree: SymbolTree) -> bool:
        if not isinstance(stree, SymbolTree):
            raise TypeError(f"For 'PatternEngine', the type of 'stree' should be 'SymbolTree', "
                            f"but got '{type(stree).__name__}'.")
        changed = False
        queue: List[Node] = stree.get_inputs()
        visited: List[Node] = []
        while queue:
            cur = queue.pop(0)
            if cur is None or cur in visited:
                continue
            if cur.get_node_type() == NodeType.CellContainer:
                self._process_container(cur.get_handler())   # MindSpore does not count these as changes
                continue
            if cur.get_node_type() == NodeType.Tree:
                self.apply(cur.get_sub_tree())
                visited.append(cur)
                queue.extend(cur.get_users())
                continue
            visited.append(cur)
            matched, found = self._match(self._pattern, cur)
            if not matched or not self._check_match(self._pattern, found):
                queue.extend(cur.get_users())
                continue
            new_nodes = self._replacement(self._pattern, self._is_chain, found) if self._replacement else []
            if not new_nodes:
                queue.extend(cur.get_users())
                continue
            changed = True
            root = stree.replace(cur, new_nodes)
            for node in reversed(list(found.values())):
                if node != cur:
                    stree.erase(node)
            queue.append(root)
        return changed

    def _process_container(self, container) -> bool:
        """Match each cell of a SequentialCell/CellList call; a replaced cell is replaced in the container."""
        changed = False
        for child in list(container.children):
            if child.node_type == NodeType.Tree:
                continue
            if child not in container.children:
                continue
            matched, found = self._match(self._pattern, Node(child))
            if not matched:
                continue
            new_nodes = self._replacement(self._pattern, self._is_chain, found) if self._replacement else []
            if not new_nodes:
                continue
            cells = list(container.instance)
            gone = {id(n.get_handler()) for n in found.values()}
            at = container.children.index(child)
            kept_children, kept_cells = [], []
            for i, (c, cell) in enumerate(zip(container.children, cells)):
                if i == at:
                    for n in new_nodes:
                        impl = n.get_handler()
                        impl.tree, impl.manager = container.tree, container
                        impl.name = container.tree.node_name(impl.name or type(impl.instance).__name__)
                        kept_children.append(impl)
                        kept_cells.append(impl.instance)
                elif id(c) not in gone:
                    kept_children.append(c)
                    kept_cells.append(cell)
            seq = container.instance
            while len(seq):
                del seq[len(seq) - 1]
            for cell in kept_cells:
                seq.append(cell)
            container.children[:] = kept_children
            changed = True
        return changed

    def _match(self, pattern: PatternNode, node: Node) -> Tuple[bool, OrderedDict]:
        if node.get_node_type() not in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Input):
            return False, OrderedDict()
        if not pattern.match(node):
            return False, OrderedDict()
        if isinstance(pattern, VarNode):
            return True, OrderedDict()
        inputs = pattern.get_inputs()
        if not inputs:
            return True, OrderedDict({pattern.name(): node})
        node_inputs = node.get_inputs()
        if len(inputs) != len(node_inputs):
            return False, OrderedDict()
        result = OrderedDict()
        for p, n in zip(inputs, node_inputs):
            ok, sub = self._match(p, n)
            if not ok:
                return False, OrderedDict()
            result.update(sub)
        result[pattern.name()] = node
        return True, result

    @staticmethod
    def _check_match(pattern: PatternNode, found: OrderedDict) -> bool:
        matched = list(found.values())
        for key, node in found.items():
            if key == pattern.name():
                continue
            if any(u not in matched for u in node.get_users()):
                return False
        return True
