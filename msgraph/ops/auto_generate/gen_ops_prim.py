"""``mindspore.ops.auto_generate.gen_ops_prim``: primitive classes (every ``ops.operations`` name) and
MindSpore's generated in-place primitives (h-monad)."""
from __future__ import annotations

from typing import Any

from .._compose import CompositePrimitive
from ..inplace_ops import (  # noqa: F401
    ExpandDimsView, InplaceAddExt, InplaceCopy, SelectExtView, SliceExt, SliceExtView, SplitTensorView, TransposeView,
)



class Scatter(CompositePrimitive):
    """Scatter()(input, dim, index, src, reduce='none'): ``input.scatter(dim, index, src, reduce=reduce)``
    (mint.scatter's primitive)."""

    def __call__(self, input, dim, index, src, reduce="none"):  # noqa: A002
        return input.scatter(dim, index, src, reduce=reduce)


class ScatterValue(CompositePrimitive):
    """ScatterValue()(input, dim, index, value, reduce='none'): Scatter with a number for ``src``.  A number only
    known when the graph runs (``float(t)`` of a Tensor argument in Graph mode: MindSpore's st TEST_OP passes numbers
    that way) is a value too, filled to index's shape like a literal one (flip47o)."""

    def __call__(self, input, dim, index, src, reduce="none"):  # noqa: A002
        from ...common.tensor import Tensor

        if hasattr(src, "shape") and not isinstance(src, Tensor) and tuple(src.shape) == ():
            from .. import functional as F

            src = F.fill(input.dtype, tuple(index.shape), src)
        return input.scatter(dim, index, src, reduce=reduce)


def _normal(mean: Any, std: Any, shape: Any = None) -> Any:
    """Samples of N(mean, std^2) from msgraph's global stream (MindSpore's numbers differ) of the broadcast shape of
    the Tensor operands (or ``shape``), in the first Tensor operand's dtype (float32 for numbers); gradient-free, as
    MindSpore 2.10's bprop of the Normal* primitives gives zeros."""
    import numpy as np

    from .. import functional as F

    tensors = [v for v in (mean, std) if hasattr(v, "shape")]
    if shape is None:
        shape = np.broadcast_shapes(*(tuple(t.shape) for t in tensors))
    out = F.add(F.mul(F.standard_normal(tuple(shape)), std), mean)
    return F.stop_gradient(F.cast(out, tensors[0].dtype) if tensors else out)


class NormalTensorTensor(CompositePrimitive):
    """NormalTensorTensor()(mean, std, seed, offset): normal samples, mean and std Tensors (MindSpore 2.10's CPU has
    no kernel for it: msgraph computes it)."""

    def __call__(self, mean, std, seed, offset):
        return _normal(mean, std)


class NormalTensorFloat(CompositePrimitive):
    """NormalTensorFloat()(mean, std, seed, offset): normal samples, mean a Tensor and std a number."""

    def __call__(self, mean, std, seed, offset):
        return _normal(mean, std)


class NormalFloatTensor(CompositePrimitive):
    """NormalFloatTensor()(mean, std, seed, offset): normal samples, mean a number and std a Tensor."""

    def __call__(self, mean, std, seed, offset):
        return _normal(mean, std)


class NormalFloatFloat(CompositePrimitive):
    """NormalFloatFloat()(mean, std, size, seed, offset): float32 normal samples of shape ``size``."""

    def __call__(self, mean, std, size, seed, offset):
        return _normal(mean, std, size)


def __getattr__(name: str) -> Any:
    from .. import operations
    from ..fft_ops import GENERATED

    if name in GENERATED:   # FFT ... IHFFTN, FFTShift, FFTFreq and their *_op instances (h-fft)
        return GENERATED[name]
    if name == "lstsq_v2_grad_op":
        from ..linalg_extra import LstsqV2Grad

        globals()[name] = op = LstsqV2Grad()
        return op

    try:
        return getattr(operations, name)
    except AttributeError:
        pass
    op = _op_instance(name, operations)
    if op is None:
        raise AttributeError(f"module 'mindspore.ops.auto_generate.gen_ops_prim' has no attribute '{name}'")
    globals()[name] = op
    return op


def _op_instance(name: str, operations: Any) -> Any:
    """MindSpore's generated ``<snake>_op`` instances (``tracev2_grad_op``, ``trace_v2_op``): an instance of the
    primitive whose class name, lower-cased, is the name without ``_op`` and underscores (h-ops5)."""
    if not name.endswith("_op"):
        return None
    key = name[:-3].replace("_", "")
    for cls_name in dir(operations):
        if cls_name.lower() == key and cls_name[:1].isupper():
            try:
                return getattr(operations, cls_name)()
            except Exception:   # a primitive with required attributes has no generated instance
                return None
    return None


inplace_add_ext_op = InplaceAddExt()
inplace_copy_op = InplaceCopy()
select_ext_view_op = SelectExtView()
slice_ext_view_op = SliceExtView()
expand_dims_view_op = ExpandDimsView()
split_tensor_view_op = SplitTensorView()
transpose_view_op = TransposeView()


def _functional() -> Any:
    from .. import functional

    return functional


class SumExt(CompositePrimitive):
    """SumExt()(input, dim=None, keepdim=False, dtype=None): ``ops.sum`` (mint.sum's primitive; h-ut1)."""

    def __call__(self, input, dim=None, keepdim=False, dtype=None):  # noqa: A002
        return _functional().sum(input, dim, keepdim, dtype=dtype)


class OnesLikeExt(CompositePrimitive):
    """OnesLikeExt()(input, dtype=None): ``ops.ones_like`` (mint.ones_like's primitive; h-ut1)."""

    def __call__(self, input, dtype=None):  # noqa: A002
        return _functional().ones_like(input, dtype=dtype)


class ZerosLikeExt(CompositePrimitive):
    """ZerosLikeExt()(input, dtype=None): ``ops.zeros_like`` (mint.zeros_like's primitive; h-ut1)."""

    def __call__(self, input, dtype=None):  # noqa: A002
        return _functional().zeros_like(input, dtype=dtype)


class AddExt(CompositePrimitive):
    """AddExt()(input, other, alpha=1): ``input + alpha * other`` (mint.add's primitive; h-ut1)."""

    def __call__(self, input, other, alpha=1):  # noqa: A002
        F = _functional()
        return F.add(input, other if (alpha == 1 and not isinstance(alpha, float)) else alpha * other)


class SubExt(CompositePrimitive):
    """SubExt()(input, other, alpha=1): ``input - alpha * other`` (mint.sub's primitive; h-ut1)."""

    def __call__(self, input, other, alpha=1):  # noqa: A002
        return _functional().subtract(input, other, alpha=alpha)


class MaxDim(CompositePrimitive):
    """MaxDim()(input, dim, keepdim=False): (the maximum values along ``dim``, their int64 indices) --
    ``ops.max(input, dim, keepdim)``'s primitive (h-doc25)."""

    def __call__(self, input, dim, keepdim=False):  # noqa: A002
        from .. import functional as F

        return F.max(input, dim, keepdim)


class MinDim(CompositePrimitive):
    """MinDim()(input, dim, keepdim=False): (the minimum values along ``dim``, their int64 indices)."""

    def __call__(self, input, dim, keepdim=False):  # noqa: A002
        from .. import functional as F

        return F.min(input, dim, keepdim)


class NewOnes(CompositePrimitive):
    """NewOnes()(input, size, dtype=None): ``input.new_ones(size, dtype=dtype)``."""

    def __call__(self, input, size, dtype=None):  # noqa: A002
        return input.new_ones(size, dtype=dtype)


class NewZeros(CompositePrimitive):
    """NewZeros()(input, size, dtype=None): ``input.new_zeros(size, dtype=dtype)``."""

    def __call__(self, input, size, dtype=None):  # noqa: A002
        return input.new_zeros(size, dtype=dtype)
