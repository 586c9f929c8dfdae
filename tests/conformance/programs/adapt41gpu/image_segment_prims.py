"""st/ops/gpu image / segment primitives (adapt41gpu): LRN of float64 is MindSpore 2.10's TypeError (msgraph
computed), HSVToRGB checks the dtype before the rank (an int (2, 3) x is a TypeError; msgraph's rank ValueError),
IdentityN of an empty list is a ValueError (msgraph TypeError), and a gradient through SparseSegmentMean is the
missing-bprop RuntimeError (msgraph computed SparseSegmentMeanGrad's; the WithNumSegments form has one)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import math_ops as M
from mindspore.ops.operations import sparse_ops as S
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


x4 = np.arange(1 * 2 * 3 * 3).reshape(1, 2, 3, 3) % 7 * 0.5
for dt in ["float16", "float32", "float64"]:
    emit_error(f"LRN_{dt}", lambda: Fn(P.LRN(2, 1.0, 0.5, 0.75))(T(x4, dt)))
emit_error("LRN_grad_f32", lambda: ops.GradOperation()(Fn(P.LRN(1, 2.0, 0.1, 0.5)))(T(x4, "float32")))
emit_error("HSVToRGB_int_2d", lambda: Fn(P.HSVToRGB())(T(np.ones((2, 3)), "int32")))
emit_error("HSVToRGB_float_2d", lambda: Fn(P.HSVToRGB())(T(np.ones((2, 3)), "float32")))
emit_error("IdentityN_empty", lambda: P.IdentityN()([]))
emit_error("IdentityN_two", lambda: P.IdentityN()([T([1, 2], "int32"), T([1.5], "float64")]))
xs = T([[1, 2, 4], [2, 3, 5], [4, 5, 6], [7, 8, 9]], "float32")
ind = T([0, 1, 2, 3], "int32")
seg = T([0, 0, 1, 3], "int32")
GO = ops.GradOperation(get_all=True)
emit_error("SparseSegmentMean", lambda: Fn(M.SparseSegmentMean())(xs, ind, seg))
emit_error("SparseSegmentMean_grad", lambda: GO(Fn(M.SparseSegmentMean()))(xs, ind, seg)[0])
emit_error("SparseSegmentSum_grad", lambda: GO(Fn(S.SparseSegmentSum()))(xs, ind, seg)[0])
emit_error("SparseSegmentSqrtN_grad", lambda: GO(Fn(S.SparseSegmentSqrtN()))(xs, ind, seg)[0])
emit_error("SparseSegmentMeanWithNumSegments_grad", lambda: GO(Fn(S.SparseSegmentMeanWithNumSegments()))(
    xs, ind, seg, T(5, "int32"))[0])
