"""mindspore.numpy array functions, second pass (adapt39np): where's Python operands, take's clip mode,
unravel_index's clipping and dtype, intersect1d's dtype, searchsorted of float16 / uint8 / bool, and the argument
checks (axes out of range, split sections, repeat counts, pad modes) MindSpore 2.10 makes."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(6).reshape(2, 3), ms.float32)
for dt in (ms.int8, ms.uint8, ms.int16, ms.float16, ms.bool_):
    t = Tensor(np.array([0, 1, 2, 3]), dt) if dt != ms.bool_ else Tensor(np.array([True, False, True, True]))
    emit(f"where_{dt}_int", mnp.where(t > 1, t, 7))
    emit(f"where_{dt}_float", mnp.where(t > 1, 0.5, t))
emit("where_two_numbers", mnp.where(Tensor(np.array([True, False])), 1, 2.5))
emit("where_bools", mnp.where(Tensor(np.array([True, False])), Tensor(np.array([True, True])), False))
for dt in (ms.int8, ms.uint8, ms.int16, ms.int64, ms.float16, ms.float32, ms.bool_):
    idx = Tensor(np.array([3, 1, 2]), dt) if dt != ms.bool_ else Tensor(np.array([True, False, True]))
    emit(f"unravel_index_{dt}", mnp.unravel_index(idx, (2, 3)))
emit("unravel_index_out_of_range", mnp.unravel_index(Tensor(np.array([6, -7, -1, 9]), ms.int32), (2, 3)))
emit("unravel_index_F_out_of_range", mnp.unravel_index(Tensor(np.array([6, -8]), ms.int32), (2, 3), "F"))
emit("take_clip_negative", mnp.take(x, Tensor(np.array([-1, 9, -3, -4]), ms.int32), 1, "clip"))
emit("take_default_clip", mnp.take(x, Tensor(np.array([[-2, 7]]), ms.int32)))
emit("take_wrap", mnp.take(x, Tensor(np.array([-1, 4]), ms.int32), 1, "wrap"))
emit("intersect1d_int32_float32", mnp.intersect1d(Tensor(np.array([1, 2, 3]), ms.int32),
                                                 Tensor(np.array([2.0, 3.0]), ms.float32)))
emit("intersect1d_indices_dtype", mnp.intersect1d(Tensor(np.array([3, 1, 2]), ms.int8),
                                                 Tensor(np.array([2.0, 3.0]), ms.float16), return_indices=True))
for dt in (ms.float16, ms.uint8, ms.bool_):
    a = Tensor(np.array([0, 1, 2, 3]), dt) if dt != ms.bool_ else Tensor(np.array([False, False, True, True]))
    v = Tensor(np.array([3, 1, 2]), dt) if dt != ms.bool_ else Tensor(np.array([True, False, True]))
    emit(f"searchsorted_{dt}", mnp.searchsorted(a, v))
    emit(f"searchsorted_{dt}_right", mnp.searchsorted(a, v, "right"))
emit("repeat_tensor_counts", mnp.repeat(Tensor(np.arange(2), ms.float32), Tensor(np.array([2, 1]), ms.int32)))
emit("array_equal_shapes", mnp.array_equal(Tensor(np.ones(2), ms.float32), Tensor(np.ones(3), ms.float32)))
emit("array_equiv_shapes", mnp.array_equiv(Tensor(np.ones(2), ms.float32), Tensor(np.ones(3), ms.float32)))
emit("pad_bool_constant", mnp.pad(Tensor(np.array([True, False])), 1))
emit("pad_0d", mnp.pad(Tensor(2.0), 1))
emit("pad_bool_constant_values", mnp.pad(Tensor(np.array([True, False])), 1, constant_values=(7, 8)))
emit("pad_bool_empty_shape", mnp.pad(Tensor(np.array([True, False])), 1, "empty").shape)
emit("repeat_sequence_no_axis", mnp.repeat(Tensor(np.arange(2), ms.float32), (1, 2)))


@ms.jit
def graph_ops(a, i, c):
    return (mnp.where(c, a, 7), mnp.take(a, i, 1, "clip"), mnp.unravel_index(i, (2, 3)),
            mnp.where(c, 0.5, a))


emit("graph", graph_ops(Tensor(np.arange(6).reshape(2, 3), ms.int8), Tensor(np.array([-1, 9, 2]), ms.int32),
                        Tensor(np.array([[True, False, True], [False, True, False]]))))
# the pad errors first: in one MindSpore 2.10 process an earlier failure changes pad('median')'s error
emit_error("pad_median_error", mnp.pad, x, 1, "median")
emit_error("pad_float_constant_error", mnp.pad, x, 1, constant_values=1.5)
emit_error("pad_bool_mean_error", mnp.pad, Tensor(np.array([True, False])), 1, "mean")
emit_error("pad_bool_stat_length_error", mnp.pad, Tensor(np.array([True, False])), 1, "mean", stat_length=1)
emit_error("pad_bool_odd_error", mnp.pad, Tensor(np.array([True, False])), 1, "reflect", reflect_type="odd")
emit_error("pad_bool_median_error", mnp.pad, Tensor(np.array([True, False])), 1, "median")
emit_error("pad_bool_maximum_error", mnp.pad, Tensor(np.array([True, False])), 1, "maximum")
emit_error("pad_bool_minimum_error", mnp.pad, Tensor(np.array([True, False])), 1, "minimum")
emit_error("take_raise_error", mnp.take, x, Tensor(np.array([0]), ms.int32), 1, "raise")
emit_error("take_axis_error", mnp.take, x, Tensor(np.array([0]), ms.int32), 2)
emit_error("size_axis_error", mnp.size, x, 2)
emit_error("expand_dims_duplicate_error", mnp.expand_dims, x, (0, 0))
emit_error("rollaxis_axis_error", mnp.rollaxis, x, 3)
emit_error("rollaxis_start_error", mnp.rollaxis, x, 0, 4)
emit_error("roll_axis_error", mnp.roll, x, 1, 2)
emit_error("diff_axis_error", mnp.diff, x, 1, 2)
emit_error("repeat_axis_error", mnp.repeat, x, 2, 3)
emit_error("repeat_negative_error", mnp.repeat, x, -1)
emit_error("repeat_bool_error", mnp.repeat, Tensor(np.array([True, False])), 2)
emit_error("apply_along_axis_error", mnp.apply_along_axis, mnp.sum, 2, x)
emit_error("broadcast_to_negative_error", mnp.broadcast_to, x, (-1, 3))
emit_error("split_beyond_error", mnp.split, x, [1, 5], 1)
emit_error("split_zero_error", mnp.split, x, 0, 1)
emit_error("split_axis_error", mnp.split, x, 2, 2)
emit_error("split_unsorted_error", mnp.split, x, [2, 1], 1)
emit_error("array_split_zero_error", mnp.array_split, x, 0, 1)
emit_error("array_split_too_many_error", mnp.array_split, x, 4, 1)
emit_error("choose_float_index_error", mnp.choose, Tensor(np.array([0.0, 1.0]), ms.float32),
           [Tensor(np.arange(2), ms.int8), Tensor(np.arange(2), ms.int8)])
emit_error("intersect1d_bool_error", mnp.intersect1d, Tensor(np.array([True, False])), Tensor(np.array([True])))
emit_error("argwhere_0d_error", mnp.argwhere, Tensor(2.0))
