"""``mindspore.ops.auto_generate.gen_ops_def``: generated op functions and ``*_op`` instances (h-monad)."""
from __future__ import annotations

from typing import Any

from .gen_ops_prim import (  # noqa: F401
    expand_dims_view_op, inplace_add_ext_op, inplace_copy_op, select_ext_view_op, slice_ext_view_op,
    split_tensor_view_op, transpose_view_op,
)


def __getattr__(name: str) -> Any:
    from .. import functional

    try:
        return getattr(functional, name)
    except AttributeError:
        pass
    from . import gen_ops_prim   # MindSpore's gen_ops_def imports the primitive classes too (``Reciprocal``)

    try:
        return getattr(gen_ops_prim, name)
    except AttributeError:
        raise AttributeError(f"module 'mindspore.ops.auto_generate.gen_ops_def' has no attribute '{name}'") from None
