"""``mindspore.ops.auto_generate.gen_ops_prim``: primitive classes (every ``ops.operations`` name) and
MindSpore's generated in-place primitives (h-monad)."""
from __future__ import annotations

from typing import Any

from ..inplace_ops import (  # noqa: F401
    ExpandDimsView, InplaceAddExt, InplaceCopy, SelectExtView, SliceExtView, SplitTensorView, TransposeView,
)


def __getattr__(name: str) -> Any:
    from .. import operations
    from ..fft_ops import GENERATED

    if name in GENERATED:   # FFT ... IHFFTN, FFTShift, FFTFreq and their *_op instances (h-fft)
        return GENERATED[name]

    try:
        return getattr(operations, name)
    except AttributeError:
        raise AttributeError(f"module 'mindspore.ops.auto_generate.gen_ops_prim' has no attribute '{name}'") from None


inplace_add_ext_op = InplaceAddExt()
inplace_copy_op = InplaceCopy()
select_ext_view_op = SelectExtView()
slice_ext_view_op = SliceExtView()
expand_dims_view_op = ExpandDimsView()
split_tensor_view_op = SplitTensorView()
transpose_view_op = TransposeView()
