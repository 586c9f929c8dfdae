"""``mindspore.rewrite.sparsify``: run a Cell on sparse (CSR/COO) arguments.

MindSpore rewrites the Cell's source so that sparse arguments flow through sparse kernels; the
numbers are those of the dense computation.  Here the sparse arguments named in ``arg_types`` are
made dense and the original Cell runs: the same results, without the sparse kernels.
"""
from __future__ import annotations

import inspect
from enum import Enum, auto
from typing import Any, Callable, NamedTuple, Optional, Union

from ..nn.cell import Cell


class ArgType(Enum):
    """Argument types for sparsify."""
    NONSPARSE = auto()
    CSR = auto()
    COO = auto()
    ANY = auto()


class SparseFunc(NamedTuple):
    """A sparse function rule for sparsify (accepted; the dense fallback does not need it)."""
    fn: Union[str, Callable]
    inputs: Optional[Any] = None
    outputs: Optional[Any] = None


class _Sparsified(Cell):
    def __init__(self, net: Cell, sparse_positions):
        super().__init__()
        self.net = net
        self._sparse_positions = tuple(sparse_positions)

    def construct(self, *args):
        args = list(args)
        for i in self._sparse_positions:
            if i < len(args) and hasattr(args[i], "to_dense"):
                args[i] = args[i].to_dense()
        return self.net(*args)


def sparsify(f, arg_types, sparse_rules=None):
    """Sparsify a Cell: ``arg_types`` (a tuple of ArgType per argument, or a dict by index or name) says which
    arguments are sparse."""
    if not isinstance(f, Cell):
        raise TypeError(f"For 'sparsify', 'f' should be a Cell, but got {type(f).__name__}.")
    params = list(inspect.signature(f.construct).parameters)
    if isinstance(arg_types, tuple):
        if len(params) != len(arg_types):
            raise ValueError(f"arg_types should have the same length as function parameters, but "
                             f"{len(arg_types)} != {len(params)}!")
        type_map = dict(zip(params, arg_types))
    elif isinstance(arg_types, dict):
        if all(isinstance(i, int) for i in arg_types.keys()):
            type_map = {params[i]: arg_types.get(i, ArgType.NONSPARSE) for i in range(len(params))}
        elif all(isinstance(i, str) for i in arg_types.keys()):
            type_map = {p: arg_types.get(p, ArgType.NONSPARSE) for p in params}
        else:
            raise ValueError(f"Keys for arg_types {list(arg_types.keys())} should be all ints or all strings!")
    else:
        raise ValueError(f"Unsupported type for arg_types {type(arg_types)}!")
    sparse = [i for i, p in enumerate(params) if type_map.get(p) in (ArgType.CSR, ArgType.COO, ArgType.ANY)]
    return _Sparsified(f, sparse)
