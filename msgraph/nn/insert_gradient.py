"""``ops.InsertGradientOf(f)``: an identity whose gradient is ``f(dout)``, in both modes.

It is a Cell with a custom bprop underneath (PyNative records one tape node; graph code lowers the call
as a Cell call with a bprop), exposed under ``ops`` / ``ops.operations`` by msgraph.nn: the Cell
machinery sits above ops.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .. import ops as _ops
from ..common.lambda_source import check_user_lambda
from ..ops import operations as _operations
from .cell import Cell

__all__ = ["InsertGradientOf", "DumpGradient"]


class _InsertGradientCell(Cell):
    bprop_reads_parameters = True   # MindSpore's Graph mode runs the hook on Parameters too (test_cell_assign)

    def __init__(self, f: Any) -> None:
        super().__init__()
        self.f = f

    def construct(self, x: Any) -> Any:
        return x

    def bprop(self, x: Any, out: Any, dout: Any) -> Any:
        return (self.f(dout),)


class InsertGradientOf:
    """``InsertGradientOf(f)(x)``: returns ``x``; the gradient flowing back through it becomes ``f(dout)``."""

    def __init__(self, f: Any) -> None:
        if not callable(f):
            raise TypeError(f"For 'InsertGradientOf', the 'f' must be callable, but got {type(f).__name__}.")
        check_user_lambda(f)   # (MindSpore parses f here, in both modes: "Parse Lambda Function Fail", MSG414)
        self.name = "InsertGradientOf"
        self.f = f
        self.attrs: dict = {}
        self._cell = _InsertGradientCell(f)
        self.__msgraph_lower__ = self._lower

    def __call__(self, x: Any) -> Any:
        return self._cell(x)

    def _lower(self, low: Any, args: Any, kwargs: Any, loc: Any) -> Any:
        return low.call(self._cell, list(args), dict(kwargs), loc)


_DUMPS = [0]


def _tensor_dump(path: str, dout: Any) -> Any:
    """MindSpore's TensorDump of ``dout`` to ``path``: ``<stem>_<dtype>_<counter>.npy`` (PyNative; in Graph mode
    the gradient passes through unwritten)."""
    data = getattr(dout, "_data", None)
    if isinstance(data, np.ndarray):
        stem = path[:-4] if path.endswith(".npy") else path
        np.save(f"{stem}_{data.dtype.name}_{_DUMPS[0]}.npy", data)
        _DUMPS[0] += 1
    return dout


def _pass_through(dout: Any) -> Any:
    return dout


class DumpGradient:
    """``ops.DumpGradient()(path, x, input_output)``: returns ``x``; the gradient flowing back through it is
    saved to ``path`` (as MindSpore's TensorDump names it) and passed on unchanged (h-fft)."""

    def __init__(self) -> None:
        self.name = "DumpGradient"
        self.attrs: dict = {}
        self.__msgraph_lower__ = self._lower

    def _insert(self, path: Any, input_output: Any, graph: bool = False) -> InsertGradientOf:
        if not isinstance(path, str):
            raise TypeError(f"For 'DumpGradient', the 'path' must be a str, but got {type(path).__name__}.")
        if input_output not in ("in", "out"):
            raise ValueError(f"For 'DumpGradient', the 'input_output' must be 'in' or 'out', but got "
                             f"{input_output!r}.")
        if graph:
            return InsertGradientOf(_pass_through)
        return InsertGradientOf(lambda dout: _tensor_dump(path, dout))

    def __call__(self, path: Any, x: Any, input_output: Any) -> Any:
        return self._insert(path, input_output)(x)

    def _lower(self, low: Any, args: Any, kwargs: Any, loc: Any) -> Any:
        path, x, input_output = list(args) + [kwargs[k] for k in ("path", "x", "input_output")[len(args):]]
        return self._insert(path, input_output, graph=True)._lower(low, [x], {}, loc)


for _cls in (InsertGradientOf, DumpGradient):
    setattr(_ops, _cls.__name__, _cls)
    setattr(_operations, _cls.__name__, _cls)
    if _cls.__name__ not in _operations.__all__:
        _operations.__all__.append(_cls.__name__)
