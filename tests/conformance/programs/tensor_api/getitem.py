"""Tensor getitem: ints, negatives, slices with steps, Ellipsis, None, masks, index tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

t = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
emit("int", t[1])
emit("neg_int", t[-1])
emit("int_int", t[1, 2])
emit("scalar", t[1, 2, 3])
emit("slice", t[:, 1:3])
emit("slice_step", t[..., ::2])
emit("neg_step", t[:, ::-1])
emit("neg_step2", t[0, 2:0:-1, 3:0:-2])
emit("ellipsis", t[..., 1])
emit("none", t[None].shape)
emit("none_mid", t[:, None, 1].shape)
emit("bool_mask", t[t > 20])
emit("bool_mask_row", t[Tensor(np.array([False, True]))])
emit("int_tensor", t[Tensor(np.array([1, 0], np.int32))])
emit("int_list", t[[1, 0, 1]])
emit("tuple_mixed", t[1, [0, 2], 1:3])
emit("two_lists", t[[0, 1], [1, 2]])
emit("out_of_range_slice", t[:, 5:])
emit_error("out_of_range_int", lambda: t[5])
emit("int_dtype", Tensor(np.arange(5, dtype=np.int32))[1:3])
emit("bool_tensor_idx", Tensor(np.array([True, False, True]))[::2])
emit("tensor_scalar_idx", t[Tensor(1)])
emit("bool_scalar_true", t[True].shape)
emit_error("float_index", lambda: t[1.5])
