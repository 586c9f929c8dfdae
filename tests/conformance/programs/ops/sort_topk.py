import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([[1.0, 5.0, 3.0, 5.0], [4.0, 2.0, 6.0, 0.5]], np.float32))


@ms.jit
def pick(a):
    v, i = ops.TopK(sorted=True)(a, 2)
    s, j = ops.Sort()(a)
    d, k = ops.Sort(axis=0, descending=True)(a)
    return v, i, s, j, d, k


emit("pick", pick(x))
emit("topk_fn", ops.topk(x, 3))
emit("sort_fn", ops.sort(x, descending=True))
emit("amwv", ops.ArgMaxWithValue()(x))
emit("amwv_axis1_keep", ops.ArgMaxWithValue(axis=1, keep_dims=True)(x))
emit("aminwv", ops.ArgMinWithValue(axis=1)(x))
emit("topk_int", ops.TopK()(Tensor(np.array([3, 1, 2], np.int32)), 2))


def loss(a):
    v, _ = ops.TopK()(a, 2)
    _, m = ops.ArgMaxWithValue(axis=1)(a)
    s, _ = ops.Sort(descending=True)(a)
    return (v * v).sum() + (m * 3.0).sum() + (s * Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))).sum()


y = Tensor(np.array([[1.0, 5.0, 3.0, 4.5], [4.0, 2.0, 6.0, 0.5]], np.float32))
emit("grad", ops.GradOperation()(loss)(y))
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(y))
emit_error("topk_k_too_big", lambda: ops.TopK()(x, 5)[0].asnumpy())
emit_error("amwv_bad_axis", lambda: ops.ArgMaxWithValue(axis=3)(x)[0].asnumpy())
