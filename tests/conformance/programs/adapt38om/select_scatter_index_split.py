"""`ops.select_scatter(input, src, axis, index)` counts a negative index from the end once and refuses an index
outside [-n, n) (its slice is empty: slice_scatter's ValueError "src shape should be equal to the slice size");
msgraph took the index modulo n and wrote another row (silent: `select_scatter(x, row, 0, 5)` of a 3-row x wrote
row 2; -3 of 2 rows wrote row 1).  `ops.split` with a negative section size is MindSpore 2.10's TypeError ("Each
element in 'split_size_or_sections' should be non-negative"; msgraph: Split's ValueError).  Found by the adapt38om
sweep (s3_args).  PyNative calls and @ms.jit."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error


@ms.jit
def sel_j(x, s):
    return ops.select_scatter(x, s, 0, 5)


@ms.jit
def sel_neg_j(x, s):
    return ops.select_scatter(x, s, 1, -1)


@ms.jit
def split_j(x):
    return ops.split(x, (1, -1), 1)


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
xi = Tensor(np.arange(12, dtype=np.int32).reshape(3, 4))
r3 = Tensor(np.full(3, 9, np.float32))
r2 = Tensor(np.full(2, 9, np.float32))
for i in (-3, -2, -1, 0, 1, 2, 3):
    emit_error(f"sel_ax0_{i}", lambda: ops.select_scatter(x, r3, 0, i))
    emit_error(f"sel_ax1_{i}", lambda: ops.select_scatter(x, r2, 1, i))
emit_error("sel_int_5", lambda: ops.select_scatter(xi, Tensor(np.ones(4, np.int32)), 0, 5))
emit_error("sel_int_m4", lambda: ops.select_scatter(xi, Tensor(np.ones(3, np.int32)), -1, -4))
emit_error("sel_jit_5", lambda: sel_j(xi, Tensor(np.ones(4, np.int32))))
emit_error("sel_jit_neg", lambda: sel_neg_j(x, r2))
emit_error("split_neg", lambda: ops.split(x, (1, -1), 1))
emit_error("split_neg_list", lambda: ops.split(x, [-1, 4], 1))
emit_error("split_zero_ok", lambda: ops.split(x, (0, 3), 1))
emit_error("split_bad_sum", lambda: ops.split(x, (1, 1), 1))
emit_error("split_jit_neg", lambda: split_j(x))
