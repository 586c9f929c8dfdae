"""A compiled graph ready to run: generated code + how to feed and unpack it."""
from __future__ import annotations

import sys
import traceback
from time import perf_counter as _perf_counter
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..common import profiling as _profiling
from ..common.tensor import Tensor, _write_exported
from ..errors import KernelValueError, MsGraphError, OpRuntimeError, SourceLoc
from ..ir import pytree
from ..ir.argref import ArgRef, store
from ..ops.pyexecute import RUN as _PY_RUN
from ..ir.nodes import Graph
from . import allocator as _allocator


class Executable:
    """Runs generated code on flat input arrays, writes Parameters back, rebuilds outputs."""

    def __init__(self, graph: Graph, code: Any, ir_text: str = ""):
        _allocator.tune()   # once per process: no page faults on each call's large arrays (runtime/allocator.py)
        self.graph = graph
        self.code = code
        self.fn = code.fn
        self.params = [p for p, _ in graph.param_refs]
        self.writes = [p for p, _ in graph.writes]
        # Writes to Tensor arguments (ir/argref.py): the caller's objects are needed to store them.
        self.container_writes = list(graph.container_writes)
        self.n_extra = graph.n_extra
        # Python run when the graph runs (PyExecute) gets the caller's Tensor objects (ops/pyexecute.RUN)
        self.py_exec = any(getattr(n.op, "name", None) == "PyExecute" for n in graph.walk())
        self.arg_writes = any(isinstance(p, ArgRef) for p in self.writes) or bool(self.container_writes) \
            or getattr(graph, "out_args", False) or self.py_exec
        self.out_tree = graph.out_tree
        self.weak = [r.aval is not None and r.aval.weak if hasattr(r, "aval") else False
                     for r in graph.block.results]
        self.ir_text = ir_text
        self.kernel_failed = False   # after a KernelValueError, the next ones are MindSpore's RuntimeError
        self.guards = list(graph.guards)
        # Results of PyExecute (Python run at run time) return as Python produced them (numpy stays numpy).
        self.raw = [_py_result(r) for r in graph.block.results]
        out_numpy = getattr(graph, "out_numpy", None)
        if out_numpy and any(out_numpy) and len(out_numpy) == len(self.raw):
            # numpy's arithmetic giving a numpy scalar (``2 * x.asnumpy()`` of a 0-d x) keeps it ("scalar")
            self.raw = [("scalar" if raw == "scalar" else np_) if np_ else raw for raw, np_ in zip(self.raw, out_numpy)]
        self._simple_out = (self.out_tree == pytree.LEAF and not self.weak[0] and not self.raw[0]) if self.weak \
            else False
        # A result that is a Parameter the graph reads but never writes returns as that Parameter object
        # (MindSpore's Graph mode: ``return self.w`` gives ``net.w`` itself, with its name).
        # (chosen by the front end, compiler.py: the graph's result is the Parameter's value at entry)
        self.param_out = getattr(graph, "param_results", None)

    @property
    def source(self) -> str:
        return self.code.source

    def __call__(self, arrays: Sequence[Any], objects: Optional[Sequence[Any]] = None,
                 call: Optional[Tuple[tuple, dict]] = None) -> Any:
        """Run on the flat input ``arrays``; ``objects`` are the Tensors they came from (needed
        when the graph writes a Tensor argument: ``arg_writes``)."""
        t0 = _perf_counter() if _profiling.ACTIVE else None
        if self.py_exec and objects is not None:
            saved, _PY_RUN.inputs = getattr(_PY_RUN, "inputs", None), (arrays, objects)
            try:
                return self._run(arrays, objects, call, t0)
            finally:
                _PY_RUN.inputs = saved
        return self._run(arrays, objects, call, t0)

    def run_flat(self, arrays: Sequence[Any], objects: Optional[Sequence[Any]] = None,
                 call: Optional[Tuple[tuple, dict]] = None) -> Tuple[Any, List[Any]]:
        """Run as :meth:`__call__` does; returns the result and its leaves, one per graph result (the objects
        placed in the result: Tensors, Python numbers...)."""
        flat: List[Any] = []
        if self.py_exec and objects is not None:
            saved, _PY_RUN.inputs = getattr(_PY_RUN, "inputs", None), (arrays, objects)
            try:
                return self._run(arrays, objects, call, None, flat), flat
            finally:
                _PY_RUN.inputs = saved
        return self._run(arrays, objects, call, None, flat), flat

    def _run(self, arrays: Sequence[Any], objects: Optional[Sequence[Any]], call: Optional[Tuple[tuple, dict]],
             t0: Any, flat: Optional[List[Any]] = None) -> Any:
        try:
            if self.params:
                outs, writes = self.fn(*arrays, *[p._data for p in self.params])
            else:
                outs, writes = self.fn(*arrays)
            if t0 is not None:  # mindspore.Profiler: one row per compiled graph
                _profiling.record(_profiling.GRAPHS, self.graph.name, _perf_counter() - t0)
        except MsGraphError as exc:
            if isinstance(exc, KernelValueError):
                if self.kernel_failed:
                    raise OpRuntimeError(exc.raw_message).with_loc(self.user_loc(exc.__traceback__)) from None
                self.kernel_failed = True
            raise exc.with_loc(self.user_loc(exc.__traceback__)) from None
        except Exception as exc:
            # Keep the exception class (user code may catch it); point at the user's line.
            loc = self.user_loc(exc.__traceback__)
            if loc is not None and not getattr(exc, "_msgraph_located", False):
                exc.add_note("in user code:\n" + loc.render())
                exc._msgraph_located = True
            raise
        # Parameters are written only after the whole graph succeeded: no half-applied step.
        if writes:
            for p, arr in zip(self.writes, writes):
                if type(arr) is not np.ndarray:   # a 0-d result of the compiled code is a numpy scalar
                    arr = np.asarray(arr)
                if type(p) is ArgRef:
                    if objects is not None:
                        store(objects[p.index], arr)
                elif type(p) is Tensor:
                    store(p, arr)   # a plain Tensor constant graph code wrote in place (left38)
                elif not _write_exported(p, arr):   # (in place into an array asnumpy() gave: left38)
                    p._write(arr)
        if self.n_extra:
            outs, extra = outs[:len(outs) - self.n_extra], outs[len(outs) - self.n_extra:]
        else:
            extra = ()
        if writes and outs:
            # an output that is the array just written into a Parameter (``self.w += x; return self.w``): a copy,
            # as MindSpore 2.10 returns one -- the Parameter's later in-place updates must not show through it
            # (msgraph's first output changed on the next call: adapt39up/param_alias_augassign)
            written = {id(a) for a in writes}
            if any(id(o) in written for o in outs):
                outs = [o.copy() if id(o) in written and isinstance(o, np.ndarray) else o for o in outs]
        if self.container_writes:
            for cw in self.container_writes:
                if call is not None or type(cw).__name__ in ("AttrWrite", "ItemWrite"):
                    cw.apply(call, extra, objects or (), _to_tensor)
        if self.param_out is not None:
            leaves = [(_param_arg(p, objects, o) if type(p) is ArgRef else p) if p is not None
                      else (o[()] if raw == "scalar" else o) if raw else _to_py(o) if w
                      else _to_tensor(o) for o, w, raw, p in zip(outs, self.weak, self.raw, self.param_out)]
            if flat is not None:
                flat.extend(leaves)
            return pytree.unflatten(self.out_tree, leaves, call)
        if self._simple_out:
            o = outs[0]   # a Python object (a string from PyExecute) returns as itself
            res = Tensor._wrap(o) if isinstance(o, np.ndarray) else _to_tensor(o)
            if flat is not None:
                flat.append(res)
            return res
        leaves = [(np.asarray(o)[()] if raw == "scalar" else np.asarray(o) if raw == "ndarray" else o) if raw
                  else _to_py(o) if w else _to_tensor(o)
                  for o, w, raw in zip(outs, self.weak, self.raw)]
        if flat is not None:
            flat.extend(leaves)
        return pytree.unflatten(self.out_tree, leaves, call)

    def user_loc(self, tb: Any) -> Optional[SourceLoc]:
        """The user line for the innermost generated-code frame of a traceback."""
        loc = None
        for frame, lineno in traceback.walk_tb(tb):
            if frame.f_code.co_filename == self.code.filename:
                loc = self.code.line_map.get(lineno, loc)
        return loc


def _param_arg(ref: ArgRef, objects: Optional[Sequence[Any]], out: Any) -> Any:
    """A graph's whole result that is its Tensor argument at ``ref``, unchanged: that Tensor (or Parameter)
    object itself, as MindSpore returns it (``f(x) is x``)."""
    arg = objects[ref.index] if objects is not None and ref.index < len(objects) else None
    from ..common.mutable import MutableFloat

    if type(arg) is MutableFloat:
        return arg   # (a returned mutable float argument: the caller's object)
    return arg if isinstance(arg, Tensor) else _to_tensor(out)


def _py_result(r: Any) -> Any:
    """False, or how to return a result computed by a PyExecute node ("array" / "scalar")."""
    if getattr(r, "bprop_ndarray", False):
        return "ndarray"   # (a custom bprop's numpy array gradient: autodiff/expand.py _BpropArray)
    node = getattr(r, "node", None)
    if node is None or getattr(node, "name", "") != "PyExecute":
        return False
    attrs = getattr(node.op, "attrs", {}) or {}
    out = attrs.get("out")
    if out is not None and out.dtype == np.dtype(object) and getattr(attrs.get("fn"), "tensor_result", False):
        return "object"   # Python run on Tensors: its result as it is (a Tensor, a numpy array, a string...)
    if out is None or out.weak or out.dtype == np.dtype(object) or getattr(attrs.get("fn"), "tensor_result", False):
        return False
    return "scalar" if attrs.get("scalar") else "array"


def _to_tensor(x: Any) -> Any:
    if isinstance(x, np.ndarray):
        return Tensor._wrap(x)
    if isinstance(x, np.generic):
        return Tensor._wrap(np.asarray(x))
    return x


def _to_py(x: Any) -> Any:
    return x.item() if hasattr(x, "item") else x
