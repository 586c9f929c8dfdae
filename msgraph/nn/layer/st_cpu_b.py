"""nn Cells MindSpore's CPU op tests ``tests/st/ops/cpu/test_[n-z]*.py`` use that msgraph lacked (h-opsb):
``TimeDistributed``."""
from __future__ import annotations

from typing import Any, Tuple

from ... import ops
from ...common.tensor import Tensor
from ...ops.composite import constexpr
from ...ops.st_cpu_b import sparse_tensor_dense_matmul
from ...ops.registry import Primitive
from ...errors import ArgumentError, ShapeError
from ..cell import Cell

__all__ = ["TimeDistributed", "SparseTensorDenseMatmul", "SparseToDense", "RReLU"]


@constexpr
def _td_plan(shape: Tuple[int, ...], time_axis: int, reshape_with_axis: int) -> Tuple[Any, ...]:
    """(perm, merged shape, reshape position) of TimeDistributed's reshape method: the time axis is brought
    beside ``reshape_with_axis`` and the two are merged into one batch axis."""
    n = len(shape)
    if n < 3:
        raise ShapeError(f"For 'TimeDistributed', the inputs shape must be at least 3D, but got {n}.")
    t, r = time_axis % n, reshape_with_axis % n
    if r == n - 1:
        near = n - 2
    else:
        near = r + 1 if t > r else r - 1
    pos = min(near, r)
    lo, hi = min(near, t), max(near, t)
    order = list(range(n))
    perm = tuple(order[:lo] + [order[hi]] + order[lo:hi] + order[hi + 1:])  # axis ``hi`` moved to ``lo``
    moved = tuple(shape[i] for i in perm)
    return perm, moved, pos, moved[:pos] + (-1,) + moved[pos + 2:]


@constexpr
def _td_out_shape(moved: Tuple[int, ...], pos: int, in_shape: Tuple[int, ...], out_shape: Tuple[int, ...]) -> Any:
    if pos >= len(out_shape) or in_shape[pos] != out_shape[pos]:
        raise ShapeError(f"For 'TimeDistributed', the 'reshape_with_axis' is invalid in the input and output. "
                         f"The 'reshape_pos' must be less than the length of 'outputs_shape', and the "
                         f"'inputs_shape[reshape_pos]' must be equal to 'outputs_shape[reshape_pos]', but got "
                         f"'reshape_pos': {pos}, 'inputs_shape': {in_shape}, 'outputs_shape': {out_shape}. "
                         f"You may try pass parameters without 'reshape_with_axis'.")
    new = tuple(out_shape[:pos]) + tuple(moved[pos:pos + 2]) + tuple(out_shape[pos + 1:])
    return (-1,) + new[1:]


@constexpr
def _td_check_rank(shape: Tuple[int, ...], time_axis: int) -> int:
    if len(shape) < 3:
        raise ShapeError(f"For 'TimeDistributed', the inputs shape must be at least 3D, but got {len(shape)}.")
    return time_axis % len(shape)


@constexpr
def _td_check_time(time_axis: int, ndim: int) -> None:
    if time_axis > ndim:
        raise ShapeError(f"For 'TimeDistributed', the value of 'time_axis' must be in range of "
                         f"[{-ndim - 1}, {ndim}], but got {time_axis}.")


class TimeDistributed(Cell):
    """TimeDistributed(layer, time_axis, reshape_with_axis=None)(x): ``layer`` applied to every time slice of
    x (at least 3-d).  With ``reshape_with_axis`` the time axis is merged with that axis and the layer runs
    once (MindSpore's reshape method); otherwise x is split along ``time_axis`` and the results stacked."""

    def __init__(self, layer: Any, time_axis: int, reshape_with_axis: Any = None) -> None:
        if not isinstance(layer, (Cell, Primitive)):
            raise ArgumentError(f"For 'TimeDistributed', the 'layer' must be Cell or Primitive instance, "
                            f"but got type: {type(layer).__name__}.")
        super().__init__()
        for name, v in (("time_axis", time_axis), ("reshape_with_axis", reshape_with_axis)):
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise ArgumentError(f"For 'TimeDistributed', the type of '{name}' must be int, "
                                f"but got {type(v).__name__}.")
        self.layer = layer
        self.time_axis = time_axis
        self.reshape_with_axis = reshape_with_axis

    def construct(self, inputs: Any) -> Any:
        if not isinstance(inputs, Tensor):
            raise ArgumentError("For 'TimeDistributed', the inputs and outputs must be a Tensor.")
        t = _td_check_rank(inputs.shape, self.time_axis)
        if self.reshape_with_axis is not None:
            perm, moved, pos, merged = _td_plan(inputs.shape, self.time_axis, self.reshape_with_axis)
            x = ops.reshape(ops.transpose(inputs, perm), merged)
            out = self.layer(x)
            return ops.reshape(out, _td_out_shape(moved, pos, x.shape, out.shape))
        ys = ()
        for item in ops.unstack(inputs, t):
            y = self.layer(item)
            _td_check_time(t, y.ndim)
            ys += (y,)
        return ops.stack(ys, t)


class SparseTensorDenseMatmul(Cell):
    """SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values, sparse_shape, dense): the
    sparse (COO) matrix times ``dense`` (each transposed first when its flag is set)."""

    def __init__(self, adjoint_st: bool = False, adjoint_dt: bool = False) -> None:
        super().__init__()
        self.adjoint_st = bool(adjoint_st)
        self.adjoint_dt = bool(adjoint_dt)

    def construct(self, indices: Any, values: Any, sparse_shape: Any, dense: Any) -> Any:
        return sparse_tensor_dense_matmul(indices, values, sparse_shape, dense, self.adjoint_st, self.adjoint_dt)


class SparseToDense(Cell):
    """nn.SparseToDense()(sparse_tensor): the dense Tensor of a COOTensor (``ops.SparseToDense`` of its indices,
    values and shape); deprecated in MindSpore 2.10 for ``COOTensor.to_dense()``."""

    def __init__(self) -> None:
        from ...log import warning

        warning("'nn.SparseToDense' is deprecated from version 2.0 and will be removed in a future version. "
                "Please use 'COOTensor.to_dense()' instead.")
        super().__init__()
        self.sparse_to_dense = ops.SparseToDense()

    def construct(self, sparse_tensor: Any) -> Any:
        return self.sparse_to_dense(sparse_tensor.indices, sparse_tensor.values, sparse_tensor.shape)


class RReLU(Cell):
    """RReLU(lower=1/8, upper=1/3)(x): x where x >= 0, else alpha * x; alpha is drawn from U(lower, upper) per
    element at every call (MindSpore 2.10 samples in training and inference alike)."""

    def __init__(self, lower: Any = 1 / 8, upper: Any = 1 / 3) -> None:
        super().__init__()
        for name, v in (("lower", lower), ("upper", upper)):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise ArgumentError(f"For 'RReLU', the type of '{name}' must be float or int, "
                                    f"but got {type(v).__name__}.")
        if lower > upper:
            raise ShapeError(f"For 'RReLU', the value of 'upper' must be greater than or equal to 'lower', "
                             f"but got upper: {upper}, lower: {lower}.")
        self.lower = float(lower)
        self.upper = float(upper)

    def construct(self, x: Any) -> Any:
        if self.lower == self.upper:
            alpha = self.lower
        else:
            u = ops.uniform(x.shape, ops.scalar_to_tensor(self.lower), ops.scalar_to_tensor(self.upper))
            alpha = ops.cast(u, x.dtype)
        return ops.select(ops.greater_equal(x, 0), x, x * alpha)
