"""More getitem: negative slices, None/Ellipsis mixes, bool lists, empty results, 0-d tensors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

t = Tensor(np.arange(10, dtype=np.int32))
emit("neg_slice", t[-3:])
emit("neg_slice_step", t[-1:-6:-2])
emit("full_reverse", t[::-1])
emit("empty", t[5:2])
emit("step_3", t[1::3])
emit("bool_list", Tensor(np.arange(3, dtype=np.float32))[[True, False, True]])
m = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit("none_ellipsis", m[None, ..., None].shape)
emit("ellipsis_int", m[..., 2])
emit("col_neg", m[:, -1])
emit("row_list_col_slice", m[[2, 0], 1:])
emit("tensor_2d_index", m[Tensor(np.array([[0, 1], [2, 2]], np.int32))].shape)
emit("int64_index", m[Tensor(np.array([2], np.int64))])
emit("chained", m[1][2])
emit_error("too_many", lambda: m[1, 2, 3])
emit_error("neg_oob", lambda: m[-4])
emit("slice_oob_neg", m[-10:1])
