"""Errors of ops MindSpore 2.10 raises where msgraph computed or raised another class (session 51, the error dump of
st/ops/gpu test_scatter_op test_scatter_func_indices_out_of_range and test_range_op test_range_vmap_wrong_in_axis,
run on the CPU).

- `P.ScatterDiv` with a 0 among the updates *and* an index out of range: MindSpore's CPU kernel checks the updates
  first (ValueError "updates must not contain 0"); msgraph checked the indices first (RuntimeError).
- `ops.vmap` of a function calling `ops.range` with a mapped start / limit: MindSpore 2.10 has no vmap rule for
  Range and its fallback fails (TypeError "For 'Stack', the element of 'input_x[0]' must be Tensor, but got
  Int64."); msgraph computed the rows (SILENT).  Unmapped range inputs work on both sides.
"""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter
from mindspore import dtype as mstype
from mindspore.ops import operations as P
from _conf import emit, emit_error

upd0 = Tensor(np.arange(12).reshape((2, 2, 3)).astype(np.float32))
bad_idx = Tensor(np.array([[0, 1], [0, 4]], np.int32))
good_idx = Tensor(np.array([[0, 1], [1, 0]], np.int32))


def scatter(op, idx, upd):
    x = Parameter(Tensor(np.ones((2, 3), np.float32)), name="x")
    return op(x, idx, upd)


emit_error("scatter_div_zero_and_bad_index", scatter, P.ScatterDiv(), bad_idx, upd0)
emit_error("scatter_div_zero", scatter, P.ScatterDiv(), good_idx, upd0)
emit_error("scatter_div_bad_index", scatter, P.ScatterDiv(), bad_idx, upd0 + 1)
emit_error("scatter_add_bad_index", scatter, P.ScatterAdd(), bad_idx, upd0)
emit_error("scatter_div_ok", scatter, P.ScatterDiv(), good_idx, upd0 + 1)


def f3(x, y, z):
    return ops.range(x, y, z)


def f4(x, y, z, a):
    return ops.range(x, y, z) + a


start = Tensor([0, 1], mstype.int32)
limit = Tensor(10, mstype.int32)
delta = Tensor(4, mstype.int32)
emit_error("vmap_range_mapped_start", ops.vmap(f3, (0, None, None), 0), start, limit, delta)
emit_error("vmap_range_mapped_limit", ops.vmap(f3, (None, 0, None), 0), Tensor(0, mstype.int32),
           Tensor([9, 10], mstype.int32), delta)
emit_error("vmap_range_mapped_start_plus", ops.vmap(f4, (0, None, None, 0), 0), start, limit, delta,
           Tensor([[1, 1, 1], [1, 1, 1]]))
emit_error("range_plain", f3, Tensor(1, mstype.int32), limit, delta)
