# Ops whose scalar arguments vmap maps over: each slice is a 0-d Tensor (matrix_band_part's bounds).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.ones((2, 3, 4), np.float32))
lower = Tensor(np.array([1, 0], np.int64))
upper = Tensor(np.array([-1, 2], np.int64))
emit("band_lower_mapped", ops.vmap(ops.matrix_band_part, (0, 0, None), 0)(x, lower, 1))
emit("band_both_mapped", ops.vmap(ops.matrix_band_part, (0, 0, 0), 0)(x, lower, upper))
emit("band_axis_last", ops.vmap(ops.matrix_band_part, (-1, None, None), -1)(x, 1, 0))
