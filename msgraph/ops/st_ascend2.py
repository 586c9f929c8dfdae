"""Generated primitives MindSpore's Ascend op tests (tests/st/ops/ascend, run on the CPU backend) import from
``ops.auto_generate`` that msgraph lacked (h-asc2, session 13).  Compositions of existing ops (their gradients
come from those ops), with MindSpore 2.10's argument errors as measured on its CPU backend:

* views (msgraph computes them as copies, as the other ``*View`` primitives; see docs/differences.md):
  ``BroadcastToView``, ``NarrowView``, ``TransposeExtView``, ``SplitWithSizeView``;
* ``TensorDump`` / ``ops.tensordump`` (PyNative writes the ``.npy`` file; a graph is MindSpore's CPU error);
* splits: ``SplitWithSize`` (sizes), ``SplitTensor`` (chunk size; ``SplitTensorView`` of ops/inplace_ops.py is
  its view).
"""
from __future__ import annotations

import itertools
import os
from typing import Any

import numpy as np

from ..ir.builder import building_graph
from ._compose import CompositePrimitive
from ._helpers import shape_of
from ._helpers import user_type
from .registry import op_function, public_functions
from .value_dependent import is_symbolic


def _F():
    from . import functional

    return functional


def _dim(x: Any, dim: Any) -> int:
    """``dim`` normalised against ``x``'s rank: MindSpore's 'Dimension out of range' ValueError."""
    nd = len(shape_of(x))
    lo, hi = (-nd, nd) if nd else (-1, 1)
    if isinstance(dim, bool) or not isinstance(dim, (int, np.integer)) or not lo <= dim < hi:
        raise ValueError(f"Dimension out of range (expected to be in range of [{lo}, {hi}), but got {dim})")
    return int(dim) % max(nd, 1)


def _unsupported_on_cpu(name: str) -> RuntimeError:
    from .zoo_ops import _unsupported

    return _unsupported(name)


def _call_error(prim: str, args: str, valid: str) -> TypeError:
    return TypeError(f'Failed calling {prim} with "{prim}()({args})".\nThe valid calling should be: \n'
                     f'"{prim}()({valid})".')


def _type_name(v: Any) -> str:
    if hasattr(v, "shape") and hasattr(v, "dtype"):
        return "Tensor"
    if isinstance(v, (list, tuple)):
        kind = "List" if isinstance(v, list) else "Tuple"
        return f"{kind}<{', '.join(user_type(e).__name__ for e in v)}>"
    return type(v).__name__


def _split_sizes(prim: str, x: Any, split_size: Any, dim: Any) -> tuple:
    if not isinstance(split_size, (list, tuple)) or not all(
            isinstance(s, (int, np.integer)) and not isinstance(s, bool) for s in split_size):
        raise _call_error(prim, f"input=Tensor, split_size={_type_name(split_size)}, dim={_type_name(dim)}",
                          "input=<Tensor>, split_size=<list of int, tuple of int>, dim=<int>")
    a = _dim(x, dim)
    sizes = tuple(int(s) for s in split_size)
    for s in sizes:
        if s < 0:
            raise RuntimeError(f"The int64_t value({s}) is less than 0.")
    n = shape_of(x)[a]
    if n is not None and sum(sizes) != n:
        listed = ", ".join(str(s) for s in sizes)
        raise ValueError(f"For '{prim}',  the sum of split_size should be equal to {n}(input.shape[{a}]), but got "
                         f"split_sizes: [const vector]{{{listed}}}")
    return sizes, a


class SplitWithSize(CompositePrimitive):
    """SplitWithSize()(input, split_size, dim=0): pieces of the given sizes along ``dim`` (they must add up to
    that dimension; ``mint.split`` with a list)."""

    _attrs: dict = {}

    def __call__(self, input, split_size, dim=0):  # noqa: A002 - MindSpore's argument name
        sizes, a = _split_sizes("SplitWithSize", input, split_size, dim)
        from .array_ops import split_kernel   # (its own kernel: rounds float16 in Graph mode)

        return split_kernel(input, list(sizes), a)


class SplitWithSizeView(SplitWithSize):
    """SplitWithSizeView()(input, split_size, dim=0): SplitWithSize as a view (a copy in msgraph)."""

    def __call__(self, input, split_size, dim=0):  # noqa: A002
        sizes, a = _split_sizes("SplitWithSizeView", input, split_size, dim)
        from .array_ops import split_kernel   # (its own kernel: rounds float16 in Graph mode)

        return split_kernel(input, list(sizes), a)


class SplitTensor(CompositePrimitive):
    """SplitTensor()(input, split_size, dim=0): chunks of ``split_size`` along ``dim``, the last one smaller
    (``mint.split`` with an int).  In Graph mode MindSpore's inference needs the rank and that dimension:
    a dynamic one is its ValueError (a dynamic-rank input is refused by the front end: the attribute).
    MindSpore's CPU backend runs it in PyNative only: in a graph it has no kernel (RuntimeError; SplitTensorView
    has one)."""

    _attrs: dict = {}
    graph_dynamic_rank_error = "Unsupported dynamic shape for graph mode."

    def __call__(self, input, split_size, dim=0):  # noqa: A002
        name = type(self).__name__
        if isinstance(split_size, bool) or not isinstance(split_size, (int, np.integer)):
            raise _call_error(name, f"input=Tensor, split_size={_type_name(split_size)}, "
                              f"dim={_type_name(dim)}", "input=<Tensor>, split_size=<int>, dim=<int>")
        a = _dim(input, dim)
        if shape_of(input)[a] is None:
            raise ValueError(self.graph_dynamic_rank_error)
        if split_size <= 0:
            raise ValueError(f"For 'split_tensor', split_size must be positive, but got {int(split_size)}.")
        if name == "SplitTensor" and building_graph():
            raise _unsupported_on_cpu("SplitTensor")   # MindSpore's CPU graph has a kernel for the view only
        return _F().split(input, int(split_size), a)


class BroadcastToView(CompositePrimitive):
    """BroadcastToView()(input, shape): ``ops.broadcast_to`` (-1 keeps a dimension) as a view (a copy)."""

    _attrs: dict = {}

    def __call__(self, input, shape):  # noqa: A002
        return _F().broadcast_to(input, shape)


class NarrowView(CompositePrimitive):
    """NarrowView()(input, dim, start, length): ``input`` from ``start`` for ``length`` along ``dim``."""

    _attrs: dict = {}

    def __call__(self, input, dim, start, length):  # noqa: A002
        a = _dim(input, dim)
        n = shape_of(input)[a]
        if n is not None and isinstance(start, (int, np.integer)) and isinstance(length, (int, np.integer)):
            if not -n <= start <= n:
                raise ValueError(f"For primitive [Narrow]: start value error, start: {start}, start should be in "
                                 f"[{-n}, {n}].")
            s = start + n if start < 0 else start
            if length < 0 or s + length > n:
                raise ValueError(f"For 'Narrow', start ({start}), + length ({length}) exceeds dimension size ({n}).")
            start = s
        return _F().narrow(input, a, start, length)


class TransposeExtView(CompositePrimitive):
    """TransposeExtView()(input, dim0, dim1): ``input`` with dimensions ``dim0`` and ``dim1`` swapped."""

    _attrs: dict = {}

    def __call__(self, input, dim0, dim1):  # noqa: A002
        return _F().swapaxes(input, _dim(input, dim0), _dim(input, dim1))


# ---------------------------------------------------------------- TensorDump / ops.tensordump
_DUMP_IDS = itertools.count()   # MindSpore's dump id: one counter per process, across files


_STEP_FLAG = "<tensordump-update-step>"
#: the steps ``mindspore._c_expression._tensordump_set_step`` named (recorded; on MindSpore 2.10's CPU backend a
#: PyNative dump stays in step 0, as here: ``{step}`` in a file name reads ``step0``, ``{rank}`` ``rank0``)
DUMP_STEPS: list = []


class TensorDump(CompositePrimitive):
    """TensorDump(input_output='out')(file, input_x): saves ``input_x`` to ``<file>_<dtype>_<id>.npy`` (a
    ``.npy`` suffix of ``file`` dropped, its directories made; ``id`` counts every dump of the process), as
    MindSpore 2.10's CPU backend does in PyNative mode.  In a graph MindSpore's CPU backend has no kernel:
    its RuntimeError (the compiler raises it while building the graph)."""

    _attrs: dict = {"input_output": "out"}
    no_cpu_kernel = True   # ops.primitive._run_op (MindSpore's kernel path) refuses it on CPU

    def _check_attrs(self) -> None:
        mode = self.attrs["input_output"]
        if mode not in ("in", "out"):
            raise ValueError(f"The 'input_output' argument should be one of ['in', 'out'], but got: {mode}")
        self.attrs["side_effect_io"] = True
        self.attrs["channel_name"] = "ms_tensor_dump"

    def __call__(self, file, input_x):
        if not isinstance(file, str):
            raise TypeError(f"For 'TensorDump', the type of 'file' should be 'str', but got type "
                            f"'{user_type(file).__name__}'.")
        if not file:
            raise ValueError("For 'TensorDump', the input argument[file] cannot be an empty string.")
        if not hasattr(input_x, "shape") or not hasattr(input_x, "dtype"):
            raise TypeError(f"For 'TensorDump', the type of 'input_x' should be 'Tensor', but got type "
                            f"'{user_type(input_x).__name__}'.")
        if building_graph() or is_symbolic(input_x):
            raise _unsupported_on_cpu("TensorDump")
        if file == _STEP_FLAG:      # the step marker MindSpore's training loops dump: no file
            return None
        value = np.asarray(input_x.asnumpy())
        base = file[:-4] if file.endswith(".npy") else file
        base = base.replace("{rank}", "rank0").replace("{step}", "step0")
        folder = os.path.dirname(base)
        if folder:
            os.makedirs(folder, exist_ok=True)
        np.save(f"{base}_{value.dtype.name}_{next(_DUMP_IDS)}.npy", value)


@op_function
def tensordump(file_name: Any, tensor: Any, mode: Any = "out") -> None:
    """ops.tensordump(file_name, tensor, mode='out'): ``TensorDump(mode)(file_name, tensor)`` (MindSpore's
    argument checks first)."""
    if not isinstance(file_name, str):
        raise TypeError(f"Parameter file_name should only be build_in str type but got: {user_type(file_name)}")
    if not hasattr(tensor, "shape") or not hasattr(tensor, "dtype"):
        raise TypeError(f"Parameter tensor should only be Tensor type, but got: {user_type(tensor)}")
    if not isinstance(mode, str):
        raise TypeError(f"Parameter mode should only be build_in str type, but got: {user_type(mode)}")
    if mode not in ("out", "in"):
        if mode == "all":
            raise ValueError("Argument [mode] has been not supported value of 'all'.")
        raise ValueError(f"Parameter mode should in ['out', 'in'], but got {mode}")
    return TensorDump(mode)(file_name, tensor)


__all__ = public_functions(globals())
