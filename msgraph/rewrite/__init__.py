"""``mindspore.rewrite``: edit a network's ``construct`` as a list of nodes and build the edited network.

``SymbolTree.create(net)`` parses ``type(net)``'s source (see ``tree.py``); nodes can be inserted, erased,
replaced and re-wired; ``get_code()`` prints the rewritten class (``<Name>Opt``) and ``get_network()``
builds it from the original network.
"""
from .api import Node, SymbolTree
from .node_type import NodeType
from .pattern_engine import PatternEngine, PatternNode, Replacement, VarNode
from .scoped_value import ScopedValue, ValueType
from .sparsify import ArgType, SparseFunc, sparsify

__all__ = ["SymbolTree", "Node", "NodeType", "ScopedValue", "ValueType"]
