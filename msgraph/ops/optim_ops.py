"""Ops used by loss scaling: FloatStatus (MindSpore's overflow flag of a Tensor)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..errors import DTypeError
from .registry import OpKind, define_op

__all__ = ["FloatStatus"]

FLOAT_STATUS = define_op("FloatStatus", OpKind.OTHER, differentiable=False,
                         doc="FloatStatus()(x): a float32 Tensor of shape (1,), 1.0 when x holds an inf or a nan, "
                             "else 0.0 (float16/float32/float64 x).")
FloatStatus = FLOAT_STATUS.prim_class


def _check(x_dtype: Any) -> None:
    if np.dtype(x_dtype).kind != "f":
        raise DTypeError(f"For 'FloatStatus', the type of 'x' must be float16, float32 or float64, "
                         f"but got {np.dtype(x_dtype).name}.")


@FLOAT_STATUS.def_impl
def _float_status_impl(x: Any) -> Any:
    x = np.asarray(x)
    _check(x.dtype)
    return np.array([0.0 if np.isfinite(x).all() else 1.0], np.float32)


@FLOAT_STATUS.def_infer
def _float_status_infer(x: Any) -> Any:
    _check(x.dtype)
    return Aval((1,), np.dtype(np.float32))
