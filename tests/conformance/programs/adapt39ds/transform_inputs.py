"""dataset.transforms on inputs MindSpore's kernels refuse or return differently (adapted from
ut/python/dataset/test_fill_op.py, test_slice_op.py, test_mask_op.py): Fill of a float16 or empty tensor fails;
Slice takes a slice object only as slice(stop), slice(start, stop) or slice(start, stop, step) ("Wrong slice
object" otherwise); Mask of a 0-d input is a 0-d array."""
import numpy as np

import mindspore.common.dtype as mstype
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from _conf import emit, emit_error

MODES = ("pynative",)

emit_error("fill_float16", lambda: T.Fill(7)(np.ones((2, 3), np.float16)))
emit_error("fill_float16_map", lambda: [r for r in ds.NumpySlicesDataset(np.ones((2, 3), np.float16), ["a"], shuffle=False)
                                        .map(T.Fill(-1), ["a"]).create_tuple_iterator(output_numpy=True)])
emit("fill_float32", T.Fill(7)(np.ones((2, 3), np.float32)))
emit_error("fill_empty", lambda: T.Fill(1)(np.zeros((0,), np.int32)))
emit_error("fill_empty_2d", lambda: T.Fill(1.5)(np.zeros((2, 0), np.float32)))
emit_error("fill_empty_str", lambda: T.Fill("a")(np.array([], dtype=str)))
x = np.arange(7)
emit("slice_start_stop_step", T.Slice(slice(0, 7, 2))(x))
emit("slice_stop_only", T.Slice(slice(None, 3))(x))
emit("slice_start_stop", T.Slice(slice(2, 5))(x))
emit("slice_negative_step", T.Slice(slice(3, 0, -1))(x))
emit_error("slice_step_no_bounds", lambda: T.Slice(slice(None, None, 2))(x))
emit_error("slice_no_stop", lambda: T.Slice(slice(2, None))(x))
emit_error("slice_no_start_step", lambda: T.Slice(slice(None, 5, 2))(x))
emit_error("slice_no_stop_step", lambda: T.Slice(slice(1, None, 2))(x))
emit_error("slice_negative_start_no_stop", lambda: T.Slice(slice(-3, None))(x))
emit_error("slice_2d", lambda: T.Slice(slice(None, None, 2), slice(0, 2))(np.arange(9).reshape(3, 3)))
emit_error("slice_none", lambda: T.Slice(slice(None))(x))
emit_error("slice_map", lambda: [r for r in ds.NumpySlicesDataset(np.arange(6).reshape(2, 3), ["a"], shuffle=False)
                                 .map(T.Slice(slice(1, None)), ["a"]).create_tuple_iterator(output_numpy=True)])
m = T.Mask(T.Relational.EQ, 1)(np.array(1))
emit("mask_0d", [type(m).__name__, m])
m = T.Mask(T.Relational.GT, 0, mstype.int32)(np.array(3))
emit("mask_0d_int32", [type(m).__name__, m])
