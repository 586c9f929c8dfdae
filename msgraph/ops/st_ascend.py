"""Function forms and primitives MindSpore's Ascend op tests (tests/st/ops/ascend, run on the CPU backend) call that
msgraph lacked (h-asc, session 12).  Compositions of registry ops (their gradients come from those ops):

* ``ops.adaptive_avg_pool3d`` / ``AdaptiveAvgPool3D``: the 2-D pool's adaptive-window matrices on the last three axes;
* ``ops.affine_grid`` / ``AffineGrid``: the normalised base grid (a constant of ``output_size``) times theta.

Registry ops: ``EditDistance`` (the Levenshtein distances of two sparse batches of sequences).
``Histogram`` is the primitive of ``ops.histc``.  ``DropoutGenMask`` checks its arguments and then is MindSpore 2.10's RuntimeError: no CPU kernel.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .functional_extra import _adaptive_avg
from .registry import OpKind, apply, define_op, op_function, prim, public_functions
from .value_dependent import is_symbolic


def _F():
    from . import functional

    return functional


# --- adaptive_avg_pool3d -----------------------------------------------------------------------------------
def _adaptive_avg3d(x: Any, output_size: Any, name: str) -> Any:
    rank = len(shape_of(x))
    if rank not in (4, 5):
        raise ValueError(f"For primitive[{name}], the the rank of x must be in [4,5], but got {rank}.")
    if isinstance(output_size, (tuple, list)) and len(output_size) != 3:
        raise ValueError(f"For primitive[{name}], the length of output_size must be equal to 3, but got "
                         f"{len(output_size)}.")
    dt = np_dtype(x)
    # MindSpore's kernel: an integer window's sum divided by its size, truncated; float16 computed in float32
    wide = np.float64 if dt.kind in "iu" else np.float32 if dt == np.float16 else None
    if wide is not None:
        F = _F()
        return F.cast(_adaptive_avg(F.cast(x, wide), output_size, 3, name), dt)
    return _adaptive_avg(x, output_size, 3, name)


@op_function
def adaptive_avg_pool3d(input: Any, output_size: Any) -> Any:  # noqa: A002
    """Average pooling of the last three axes of a (C, D, H, W) or (N, C, D, H, W) input to ``output_size`` (an int
    or 3 values, None keeping an axis); window i of an axis is ``floor(i * in / out) .. ceil((i + 1) * in / out)``."""
    return _adaptive_avg3d(input, output_size, "AdaptiveAvgPool3D")


class AdaptiveAvgPool3D(CompositePrimitive):
    """AdaptiveAvgPool3D(output_size)(x): ``ops.adaptive_avg_pool3d``."""

    _attrs = {"output_size": None}

    def __call__(self, x: Any) -> Any:
        return _adaptive_avg3d(x, self.attrs["output_size"], "AdaptiveAvgPool3D")


# --- affine_grid -------------------------------------------------------------------------------------------
def _base_axis(n: int, align_corners: bool) -> np.ndarray:
    if align_corners:
        return np.linspace(-1.0, 1.0, n) if n > 1 else np.zeros(1)
    return (np.arange(n, dtype=np.float64) * 2.0 + 1.0) / n - 1.0


def _base_grid(spatial: Tuple[int, ...], align_corners: bool) -> np.ndarray:
    """(prod(spatial), k + 1) rows of (x, y[, z], 1), x the fastest (last) axis."""
    axes = [_base_axis(n, align_corners) for n in spatial]          # (D,) H, W
    mesh = np.meshgrid(*axes, indexing="ij")
    cols = [m.reshape(-1) for m in reversed(mesh)]                  # x (width) first
    return np.stack(cols + [np.ones_like(cols[0])], axis=1)


def _affine_grid(theta: Any, output_size: Any, align_corners: bool) -> Any:
    name = "AffineGrid"
    if not isinstance(align_corners, bool):
        raise TypeError(f"For '{name}', the type of 'align_corners' should be 'bool', but got type "
                        f"'{user_type(align_corners).__name__}'.")
    if not isinstance(output_size, tuple):
        raise TypeError(f"For primitive[{name}], the input argument[output_size] must be a type of {{Tensor, Tuple}}, "
                        f"but got {user_type(output_size).__name__}.")
    dt = np_dtype(theta)
    if dt not in (np.dtype(np.float16), np.dtype(np.float32)):
        raise TypeError(f"For primitive[{name}], the input argument[theta] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32]}}, but got Tensor[{str(dt).capitalize()}].")
    if len(output_size) not in (4, 5):
        raise ValueError(f"For primitive[{name}], the size of 'output_size' must be in [4,5], but got "
                         f"{len(output_size)}.")
    ts = tuple(shape_of(theta))
    k = len(output_size) - 2
    if len(ts) != 3 or tuple(ts[1:]) != (k, k + 1):
        raise ValueError(f"For '{name}', the shape of 'theta' must be [N, 2, 3] and the size of 'output_size' must be "
                         f"4 for 2D; or the shape of 'theta' must be [N, 3, 4] and the size of 'output_size' must be "
                         f"5 for 3D, but got the shape of 'theta' {list(ts)} and the size of 'output_size' "
                         f"{len(output_size)}.")
    if ts[0] is not None and int(output_size[0]) != ts[0]:
        raise ValueError(f"For '{name}', the output_size[0] must be equal to the shape[0] of theta, but got the "
                         f"output_size[0] is {output_size[0]} and the shape[0] of theta is {ts[0]}.")
    F = _F()
    spatial = tuple(int(v) for v in output_size[2:])
    base = Tensor(_base_grid(spatial, align_corners).astype(np.float32))      # (P, k + 1)
    th = theta if dt == np.float32 else F.cast(theta, np.float32)   # float16: computed in float32, rounded once
    grid = F.matmul(base, F.transpose(th, (0, 2, 1)))                # (N, P, k)
    grid = F.reshape(grid, (int(output_size[0]),) + spatial + (k,))
    return grid if dt == np.float32 else F.cast(grid, dt)


@op_function
def affine_grid(theta: Any, size: Any, align_corners: bool = False) -> Any:
    """The sampling grid (N, H, W, 2) or (N, D, H, W, 3) of the affine maps ``theta`` (N, 2, 3) / (N, 3, 4) over
    the normalised [-1, 1] coordinates of ``size`` (N, C, H, W) / (N, C, D, H, W); x comes first."""
    return _affine_grid(theta, size, align_corners)


class AffineGrid(CompositePrimitive):
    """AffineGrid(align_corners=False)(theta, output_size): ``ops.affine_grid``."""

    _attrs = {"align_corners": False}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["align_corners"], bool):
            raise TypeError(f"For 'AffineGrid', the type of 'align_corners' should be 'bool', but got type "
                            f"'{user_type(self.attrs['align_corners']).__name__}'.")

    def __call__(self, theta: Any, output_size: Any) -> Any:
        return _affine_grid(theta, output_size, self.attrs["align_corners"])


__all__ = public_functions(globals())  # every function form defined here (op_function)


# --- DropoutGenMask: MindSpore 2.10 has no CPU kernel for it -------------------------------------------------
class DropoutGenMask(CompositePrimitive):
    """DropoutGenMask(Seed0=0, Seed1=0)(shape, keep_prob): Ascend's packed dropout mask.  MindSpore 2.10's CPU
    backend checks the arguments (a shape of at least two values... ValueError, a float Tensor keep_prob) and then
    refuses the op (RuntimeError: no CPU kernel); msgraph does the same."""

    _attrs = {"Seed0": 0, "Seed1": 0}

    def _check_attrs(self) -> None:
        for key in ("Seed0", "Seed1"):
            v = self.attrs[key]
            if not isinstance(v, int) or isinstance(v, bool):
                raise TypeError(f"For 'DropoutGenMask', the type of '{key}' should be 'int', but got type "
                                f"'{user_type(v).__name__}'.")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from ..errors import OpRuntimeError

        n = len(args) + len(kwargs)
        if n < 2:
            raise ValueError(f"For primitive[DropoutGenMask], the infer shape must be greater than or equal to 2, "
                             f"but got {n}.")
        keep_prob = args[1] if len(args) > 1 else kwargs.get("keep_prob")
        if not hasattr(keep_prob, "dtype"):
            raise TypeError(f"For Primitive[DropoutGenMask], the type of input argument[inputs] must be Tensor but "
                            f"got {user_type(keep_prob).__name__}.")
        if np_dtype(keep_prob) not in (np.dtype(np.float16), np.dtype(np.float32)):
            raise TypeError(f"For primitive[DropoutGenMask], the input argument[inputs] must be a type of "
                            f"{{Tensor[BFloat16], Tensor[Float16], Tensor[Float32]}}, but got "
                            f"Tensor[{str(np_dtype(keep_prob)).capitalize()}].")
        raise OpRuntimeError("Unsupported op [DropoutGenMask] on CPU, Please confirm whether the device target "
                             "setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the "
                             "operator support list.")


# --- EditDistance ----------------------------------------------------------------------------------------------
class EditDistance(CompositePrimitive):
    """EditDistance(normalize=True)(hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices,
    truth_values, truth_shape): two sparse batches of sequences (int64 indices (n, R), values, int64 dense shapes
    (R,)); per batch position (the first R - 1 axes, the larger of both shapes) the Levenshtein distance of the
    sequences along the last axis, float32, divided by the truth's length when normalize (an empty truth: inf, or 0
    where the hypothesis is empty too)."""

    _attrs = {"normalize": True}

    def _check_attrs(self) -> None:
        if not isinstance(self.attrs["normalize"], bool):
            raise TypeError(f"For 'EditDistance', the type of 'normalize' should be 'bool', but got type "
                            f"'{user_type(self.attrs['normalize']).__name__}'.")

    def __call__(self, hypothesis_indices: Any, hypothesis_values: Any, hypothesis_shape: Any, truth_indices: Any,
                 truth_values: Any, truth_shape: Any) -> Any:
        for arg, v in (("hypothesis_indices", hypothesis_indices), ("hypothesis_shape", hypothesis_shape),
                       ("truth_indices", truth_indices), ("truth_shape", truth_shape)):
            if np_dtype(v) != np.int64:
                raise TypeError(f"For primitive[EditDistance], the input argument[{arg}] must be a type of "
                                f"{{Tensor[Int64]}}, but got Tensor[{str(np_dtype(v)).capitalize()}].")
        hv, tv = np_dtype(hypothesis_values), np_dtype(truth_values)
        if hv != tv:
            raise TypeError(f"Dtype of hypothesis_values and truth_values must be the same, but got hypothesis_values: "
                            f"Tensor[{str(hv).capitalize()}], truth_values: Tensor[{str(tv).capitalize()}].")
        return apply(prim(_EDIT_DISTANCE, normalize=self.attrs["normalize"]),
                     (hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values, truth_shape))


_EDIT_DISTANCE = define_op("EditDistanceSparse", OpKind.OTHER, attrs={"normalize": True}, differentiable=False,
                           const_inputs=(2, 5), public=False,
                           doc="EditDistanceSparse(normalize)(h_idx, h_val, h_shape, t_idx, t_val, t_shape): float32 "
                               "Levenshtein distances over the batch positions of two sparse tensors.")


def _levenshtein(a: list, b: list) -> int:
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y))
        prev = cur
    return prev[-1]


def _shape_tuple(v: Any) -> Tuple[int, ...]:
    return tuple(int(d) for d in np.asarray(v).reshape(-1))


@_EDIT_DISTANCE.def_impl
def _edit_distance_impl(h_idx: Any, h_val: Any, h_shape: Any, t_idx: Any, t_val: Any, t_shape: Any,
                        normalize: bool = True) -> np.ndarray:
    hs, ts = _shape_tuple(h_shape), _shape_tuple(t_shape)
    out_shape = tuple(max(a, b) for a, b in zip(hs[:-1], ts[:-1]))
    seqs: dict = {}
    for which, idx, val in ((0, h_idx, h_val), (1, t_idx, t_val)):
        idx, val = np.asarray(idx).reshape(len(np.asarray(val).reshape(-1)), -1), np.asarray(val).reshape(-1)
        for row, v in zip(idx.tolist(), val.tolist()):
            seqs.setdefault(tuple(row[:-1]), ([], []))[which].append((row[-1], v))
    out = np.zeros(out_shape, np.float32)
    for pos, (h, t) in seqs.items():
        a = [v for _, v in sorted(h, key=lambda e: e[0])]
        b = [v for _, v in sorted(t, key=lambda e: e[0])]
        d = float(_levenshtein(a, b))
        if normalize:
            d = d / len(b) if b else (np.inf if a else 0.0)
        out[pos] = d
    return out


@_EDIT_DISTANCE.def_infer
def _edit_distance_infer(h_idx: Aval, h_val: Aval, h_shape: Any, t_idx: Aval, t_val: Aval, t_shape: Any,
                         normalize: bool = True) -> Aval:
    if is_symbolic(h_shape) or is_symbolic(t_shape) or isinstance(h_shape, Aval) or isinstance(t_shape, Aval):
        rank = h_shape.shape[0] if isinstance(h_shape, Aval) else t_shape.shape[0]
        return Aval((None,) * (int(rank) - 1 if rank is not None else 0), np.dtype(np.float32))
    hs, ts = _shape_tuple(h_shape), _shape_tuple(t_shape)
    return Aval(tuple(max(a, b) for a, b in zip(hs[:-1], ts[:-1])), np.dtype(np.float32))


# --- Histogram: the primitive of ops.histc (tensor_ext.HISTC) ---------------------------------------------------
class Histogram(CompositePrimitive):
    """Histogram(bins=100, min=0.0, max=0.0)(x): ``ops.histc`` with MindSpore's attribute checks at construction
    (bins a positive int, min/max floats, min <= max)."""

    _attrs = {"bins": 100, "min": 0.0, "max": 0.0}

    def _check_attrs(self) -> None:
        bins = self.attrs["bins"]
        if not isinstance(bins, int) or isinstance(bins, bool):
            raise TypeError(f"For 'Histogram', the type of 'bins' should be 'int', but got type '{user_type(bins).__name__}'.")
        if bins <= 0:
            raise ValueError(f"For 'Histogram', the 'bins' must be int and must > 0, but got '{bins}' with type 'int'.")
        for key in ("min", "max"):
            v = self.attrs[key]
            if not isinstance(v, float):
                raise TypeError(f"For 'Histogram', the type of '{key}' should be 'float', but got type "
                                f"'{user_type(v).__name__}'.")
        if self.attrs["min"] > self.attrs["max"]:
            raise ValueError(f"For 'Histogram', the 'min' should be <= max: {self.attrs['max']}, but got "
                             f"{self.attrs['min']}.")

    def __call__(self, x: Any) -> Any:
        from .tensor_ext import HISTC

        return apply(prim(HISTC, bins=self.attrs["bins"], min=self.attrs["min"], max=self.attrs["max"]), (x,))
