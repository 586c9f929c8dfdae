"""Function forms and primitives MindSpore's Ascend op tests (tests/st/ops/ascend, run on the CPU backend) call that
msgraph lacked (h-asc, session 12).  Compositions of registry ops (their gradients come from those ops):

* ``ops.adaptive_avg_pool3d`` / ``AdaptiveAvgPool3D``: the 2-D pool's adaptive-window matrices on the last three axes;
* ``ops.affine_grid`` / ``AffineGrid``: the normalised base grid (a constant of ``output_size``) times theta.
"""
from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from ..common.tensor import Tensor
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from .functional_extra import _adaptive_avg
from .registry import op_function, public_functions


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
                        f"'{type(align_corners).__name__}'.")
    if not isinstance(output_size, tuple):
        raise TypeError(f"For primitive[{name}], the input argument[output_size] must be a type of {{Tensor, Tuple}}, "
                        f"but got {type(output_size).__name__}.")
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
                            f"'{type(self.attrs['align_corners']).__name__}'.")

    def __call__(self, theta: Any, output_size: Any) -> Any:
        return _affine_grid(theta, output_size, self.attrs["align_corners"])


__all__ = public_functions(globals())  # every function form defined here (op_function)
