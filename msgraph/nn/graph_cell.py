"""``nn.GraphCell`` and the graphs ``ms.export(..., file_format='MINDIR')`` / ``ms.load`` pass between them.

msgraph cannot write MindSpore's MindIR protobuf.  ``export`` writes a ``.mindir`` file of its own
(:func:`write_mindir`) that names a snapshot of the exported Cell or jit function kept in this process (a deep
copy of a Cell, so later changes to the network's Parameters do not reach the loaded graph, as in MindSpore), and
also holds that snapshot pickled where it can be, so another process can load it too.  ``load`` returns a
:class:`MindIRGraph` (MindSpore's ``FuncGraph``), and :class:`GraphCell` runs it in Graph mode.
"""
from __future__ import annotations

import copy
import itertools
import os
import pickle
from typing import Any, Dict, Optional

import numpy as np

from ..common import hooks
from ..common.mutable import is_mutable_container, is_mutable_scalar
from ..common.tensor import Parameter, Tensor
from ..errors import OpRuntimeError, ShapeError
from .cell import Cell

_MAGIC = b"MSGRAPH-MINDIR 1\n"
_EXPORTED: Dict[str, Any] = {}  # token -> (snapshot, number of inputs)
_TOKENS = itertools.count(1)


class MindIRGraph:
    """A graph loaded from a ``.mindir`` file written by msgraph's ``export`` (MindSpore's ``FuncGraph``)."""

    def __init__(self, fn: Any, n_inputs: int, name: str, consts: Optional[tuple] = None) -> None:
        self.fn, self.n_inputs, self.name = fn, n_inputs, name
        # the exported call's inputs: _TENSOR where the graph has an input, else the value folded into the graph
        self.consts = consts if consts is not None else (_TENSOR,) * n_inputs

    def args(self, inputs: tuple) -> tuple:
        """The exported function's arguments for the graph's ``inputs`` (one per Tensor input of the export)."""
        it = iter(inputs)
        return tuple(next(it) if c is _TENSOR else c for c in self.consts)

    def __repr__(self) -> str:
        return f"FuncGraph({self.name})"


def _snapshot(net: Any) -> Any:
    if isinstance(net, Cell):
        try:
            return copy.deepcopy(net)
        except Exception:  # noqa: BLE001 -- a Cell holding something uncopyable: the network itself
            return net
    return net


class _TensorInput:
    """The marker of an exported input the graph takes as its input (a Tensor)."""

    def __reduce__(self) -> str:
        return "_TENSOR"


_TENSOR = _TensorInput()


def _is_graph_input(x: Any) -> bool:
    """An export input that stays an input of the graph: a Tensor, or a ``mutable`` container or number."""
    return isinstance(x, Tensor) or is_mutable_container(x) or is_mutable_scalar(x)


def write_mindir(path: str, net: Any, inputs: tuple, variables: Optional[str] = None) -> None:
    """Write ``path``: msgraph's stand-in for a MindIR file of ``net`` called with ``inputs``.  As in MindSpore
    2.10, only the Tensor inputs stay inputs of the graph; a Python number, tuple or other value is folded into it
    (the loaded graph takes one input fewer for each).  ``variables``: the folder (beside ``path``) of a split
    export's parameter data files, which ``load`` needs."""
    snap = _snapshot(net)
    token = f"{os.getpid()}-{next(_TOKENS)}"
    consts = tuple(_TENSOR if _is_graph_input(x) else x for x in inputs)
    n_inputs = sum(c is _TENSOR for c in consts)
    _EXPORTED[token] = (snap, n_inputs, consts)
    try:
        pickled: Optional[bytes] = pickle.dumps((snap, consts))
    except Exception:  # noqa: BLE001 -- local classes, closures: loadable in this process only
        pickled = None
    with open(path, "wb") as f:
        f.write(_MAGIC)
        pickle.dump({"token": token, "n_inputs": n_inputs, "name": type(net).__name__, "net": pickled,
                     "variables": variables}, f)


def read_mindir(path: str, data: bytes) -> MindIRGraph:
    """The graph of a file :func:`write_mindir` wrote (``ms.load``), from its (decrypted) bytes ``data``."""
    if data[:len(_MAGIC)] != _MAGIC:
        raise RuntimeError(f"For 'load', msgraph can read only the MindIR files its own 'export' wrote; "
                           f"'{path}' is not one (MindSpore's MindIR protobuf is not supported).")
    meta = pickle.loads(data[len(_MAGIC):])
    variables = meta.get("variables")
    if variables is not None:   # a split export: its parameter data files must still be there
        folder = os.path.join(os.path.dirname(path), variables)
        if not os.path.isdir(folder) or not os.listdir(folder):
            raise RuntimeError(f"Load MindIR failed: the parameter data files of '{path}' ({folder}) are missing, "
                               "please check the correct of the file.")
    found = _EXPORTED.get(meta["token"])
    if found is not None:   # each load is a graph of its own: a GraphCell's params_init or BatchNorm updates stay in it
        fn, n, consts = found
        fn = _snapshot(fn)
    elif meta["net"] is not None:
        (fn, consts), n = pickle.loads(meta["net"]), meta["n_inputs"]
    else:
        raise RuntimeError(f"For 'load', '{path}' was exported by another process from a network msgraph could "
                           f"not pickle; load it in the process that exported it.")
    return MindIRGraph(fn, n, meta["name"], consts)


class GraphCell(Cell):
    """Runs a graph ``ms.load`` returned, in Graph mode whatever the context's mode."""

    def __init__(self, graph: Any, params_init: Any = None, obf_random_seed: Any = None) -> None:
        super().__init__()
        if not isinstance(graph, MindIRGraph):
            raise TypeError(f"For 'GraphCell', the argument 'graph' must be a FuncGraph loaded from MindIR, "
                            f"but got type {type(graph)}.")
        object.__setattr__(self, "_graph", graph)
        fn = graph.fn
        if isinstance(fn, Cell):
            for p in fn.get_parameters():
                self._params[p.name] = p
        if params_init is not None:
            if not isinstance(params_init, dict):
                raise TypeError(f"For 'GraphCell', the argument 'params_init' must be a dict, "
                                f"but got {type(params_init)}.")
            for name, value in params_init.items():
                if not isinstance(name, str) or not isinstance(value, Tensor):
                    raise TypeError("For 'GraphCell', the key of the 'params_init' must be str, and the value must "
                                    f"be Tensor or Parameter, but got the key type: {type(name)}, and the value "
                                    f"type: {type(value)}")
            found = [(self._params[name], value) for name, value in params_init.items() if name in self._params]
            for p, value in found:  # a name the graph does not have is ignored (MindSpore 2.10)
                if tuple(value.shape) != tuple(p.shape) or value.dtype != p.dtype:
                    raise ValueError("Only support update parameter by Tensor or Parameter with same shape and dtype "
                                     f"as it. The parameter '{p.name}' has shape {list(p.shape)} and dtype {p.dtype}, "
                                     f"but got the update value with shape {list(value.shape)} and dtype "
                                     f"{value.dtype}.")
            for p, value in found:
                p.set_data(Tensor(value.asnumpy()))

    def __call__(self, *inputs: Any, **kwargs: Any) -> Any:
        g = self._graph
        if len(inputs) != g.n_inputs:
            raise RuntimeError(f"The input number of parameters is not Compatible.\nMindir:{g.n_inputs} "
                               f"inputs: {len(inputs)} FuncGraph:{g.name}")
        for i, x in enumerate(inputs):
            if isinstance(x, (np.ndarray, int, float)) and not is_mutable_scalar(x):
                # MindSpore's re-inference of the graph fails on it (messages vary)
                raise RuntimeError(f"For 'GraphCell' of FuncGraph {g.name}, input {i} must be a Tensor, as in the "
                                   f"exported graph, but got {type(x).__name__}.")
        try:
            if isinstance(g.fn, Cell):
                return hooks.run_graph(g.fn, g.args(inputs), {})
            return g.fn(*g.args(inputs))
        except ShapeError as e:  # the loaded graph re-infers its shapes in MindSpore's runtime: a RuntimeError
            raise OpRuntimeError(e.raw_message, e.loc, e.hint) from e

    def construct(self, *inputs: Any) -> Any:  # a GraphCell called from graph code: the exported network
        return self._graph.fn(*self._graph.args(inputs))
