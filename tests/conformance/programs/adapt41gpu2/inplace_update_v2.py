"""ops.inplace_update / InplaceUpdateV2 with negative Tensor indices, and the Inplace* primitives of two dtypes
(st/ops/gpu test_inplace_update_op / test_inplace_add_op / test_inplace_sub_op; adapt41gpu2): MindSpore 2.10's
InplaceUpdateV2 kernel reads an index in [-n, 0) from the end (an index outside [-n, n) is a RuntimeError), while
the attribute form InplaceUpdate((-1,)) stays a ValueError; msgraph raised for every negative index.  x and v of two
dtypes are a TypeError in InplaceAdd / InplaceSub / InplaceUpdate / InplaceUpdateV2 (msgraph computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


x = Tensor(np.arange(12).reshape(4, 3).astype(np.float32))
v = Tensor(np.full((2, 3), 7).astype(np.float32))
for nm, idx in [("neg_first", [-1, 0]), ("neg_all", [-4, -2]), ("mixed", [1, -1])]:
    emit_error(f"inplace_update_{nm}", lambda: Fn(ops.inplace_update)(x, v, Tensor(np.array(idx), ms.int32)))
    emit_error(f"InplaceUpdateV2_{nm}_int64idx", lambda: Fn(P.InplaceUpdateV2())(x, Tensor(np.array(idx), ms.int64), v))
emit_error("InplaceUpdateV2_neg_int32x", lambda: Fn(P.InplaceUpdateV2())(
    Tensor(np.arange(12).reshape(4, 3).astype(np.int32)), Tensor(np.array([-3, 3]), ms.int32),
    Tensor(np.ones((2, 3), np.int32))))
emit_error("InplaceUpdateV2_below_range", lambda: Fn(P.InplaceUpdateV2())(x, Tensor(np.array([-5, 0]), ms.int32), v))
emit_error("InplaceUpdate_attr_negative", lambda: Fn(P.InplaceUpdate((-1, 0)))(x, v))
for d1, d2 in [("float32", "float16"), ("int32", "float32")]:
    a = Tensor(np.ones((3, 2)).astype(d1))
    b = Tensor(np.ones((2, 2)).astype(d2))
    emit_error(f"InplaceAdd_{d1}_{d2}", lambda: Fn(P.InplaceAdd((0, 2)))(a, b))
    emit_error(f"InplaceSub_{d1}_{d2}", lambda: Fn(P.InplaceSub((0, 2)))(a, b))
    emit_error(f"InplaceUpdate_{d1}_{d2}", lambda: Fn(P.InplaceUpdate((0, 2)))(a, b))
    emit_error(f"InplaceUpdateV2_{d1}_{d2}", lambda: Fn(P.InplaceUpdateV2())(a, Tensor(np.array([0, 2]), ms.int32), b))
