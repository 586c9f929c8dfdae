"""adapt40sx: an in-place op on the output of MindSpore's generated view ops in graph code (MindSpore 2.10 CPU;
adapted from st compiler/tensor_inplace/test_tensor_inplace_view.py, test_tensor_view_inplace_grad.py and
control_flow/test_tensor_inplace_view_control_flow.py, which expect the write to reach the input on Ascend).

On CPU, MindSpore's graph mode refuses ``add_`` / ``mul_`` / ``copy_`` / ``inplace_copy_op`` / ``P.AssignAdd`` on the
output of ``select_ext_view_op``, ``slice_ext_view_op``, ``transpose_view_op`` or ``split_tensor_view_op``: its
RuntimeError "... is an inplace op and does not support view input".  msgraph computes these views as copies in
graph code, so the write silently missed the input (the input came back unchanged; PyNative writes through, as
on Ascend).  A view used without an in-place op computes in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from mindspore.ops.auto_generate.gen_ops_def import select_ext_view_op as sel, slice_ext_view_op as slc, \
    transpose_view_op as tv, split_tensor_view_op as stv, inplace_copy_op as icopy
from _conf import emit, emit_error


@ms.jit
def select_add(x, t):
    t1 = ops.abs(t)
    m = sel(t1, 0, 0)
    m.add_(x)
    return t1


@ms.jit
def slice_mul(t):
    t1 = t * 1
    m = slc(t1, 0, 0, 1, 1)
    m.mul_(2)
    return t1


@ms.jit
def transpose_copy(t):
    t1 = t * 1
    m = tv(t1, (1, 0))
    m.copy_(Tensor(7.0, ms.float32))
    return t1


@ms.jit
def split_inplace_copy(t):
    t1 = t * 1
    m = stv(t1, 1, 0)[0]
    icopy(m, Tensor(-1.0, ms.float32))
    return t1


@ms.jit
def select_assign_add(t):
    t1 = t * 1
    m = sel(t1, 0, 1)
    P.AssignAdd()(m, ops.ones_like(m))
    return t1


@ms.jit
def nested_select_add(x, t):
    t1 = ops.abs(t)
    sel(sel(t1, 0, 0), 0, 0).add_(x)
    return t1


@ms.jit
def select_no_inplace(t):
    t1 = t * 1
    m = sel(t1, 0, 0)
    return m + 1, t1


X = Tensor(np.array([[1, -2], [3, 4]], np.float32))
emit_error("select_add", lambda: select_add(Tensor(3.0, ms.float32), X))
emit_error("slice_mul", lambda: slice_mul(X))
emit_error("transpose_copy", lambda: transpose_copy(X))
emit_error("split_inplace_copy", lambda: split_inplace_copy(X))
emit_error("select_assign_add", lambda: select_assign_add(X))
emit_error("nested_select_add", lambda: nested_select_add(Tensor(3.0, ms.float32), X))
emit_error("select_no_inplace", lambda: select_no_inplace(X))
emit("input_unchanged", X)
