"""st/ops/gpu variants, second part of u3 (test_sparse_segment_* / dynamic_stitch / identity_n / rgbtohsv / hsvtorgb /
local_response_norm / softmax2d / spacetobatch): dtypes, attributes, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations import sparse_ops as S
from mindspore.ops.operations import math_ops as M
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


def T(a, dt):
    return Tensor(np.array(a).astype(dt))


GO = ops.GradOperation(get_all=True)
x4 = np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) % 7 * 0.5
# SparseSegment* / DynamicStitch / IdentityN
xs = T([[1, 2, 4], [2, 3, 5], [4, 5, 6], [7, 8, 9]], "float32")
ind = T([0, 1, 2, 3], "int32")
seg = T([0, 0, 1, 3], "int32")
for nm, op in [("sum", S.SparseSegmentSum()), ("sqrtn", S.SparseSegmentSqrtN()), ("mean", M.SparseSegmentMean())]:
    case(f"ss.{nm}", lambda: Fn(op)(xs, ind, seg))
    case(f"ss.{nm}.f64", lambda: Fn(op)(T(xs.asnumpy(), "float64"), ind, seg))
    case(f"ss.{nm}.f16", lambda: Fn(op)(T(xs.asnumpy(), "float16"), ind, seg))
    case(f"ss.{nm}.int", lambda: Fn(op)(T(xs.asnumpy(), "int32"), ind, seg))
    case(f"ss.{nm}.i64", lambda: Fn(op)(xs, T([0, 1, 2, 3], "int64"), T([0, 0, 1, 3], "int64")))
    case(f"ss.{nm}.unsorted", lambda: Fn(op)(xs, ind, T([1, 0, 1, 3], "int32")))
    case(f"ss.{nm}.idxoob", lambda: Fn(op)(xs, T([0, 1, 2, 9], "int32"), seg))
    case(f"ss.{nm}.grad", lambda: GO(Fn(op))(xs, ind, seg))
for nm, op in [("sum", S.SparseSegmentSumWithNumSegments()), ("sqrtn", S.SparseSegmentSqrtNWithNumSegments())]:
    case(f"ssn.{nm}", lambda: Fn(op)(xs, ind, seg, T(5, "int32")))
    case(f"ssn.{nm}.small", lambda: Fn(op)(xs, ind, seg, T(2, "int32")))
    case(f"ssn.{nm}.mixdt", lambda: Fn(op)(xs, ind, seg, T(5, "int64")))
    case(f"ssn.{nm}.grad", lambda: GO(Fn(op))(xs, ind, seg, T(5, "int32")))
case("stitch", lambda: ops.DynamicStitch()([T([0, 2], "int32"), T([[1, 3]], "int32")],
                                           [T([[1, 2], [3, 4]], "float32"), T([[[5, 6], [7, 8]]], "float32")]))
case("stitch.dup", lambda: ops.DynamicStitch()([T([0, 1], "int32"), T([1], "int32")],
                                               [T([1.0, 2.0], "float32"), T([9.0], "float32")]))
case("stitch.gap", lambda: ops.DynamicStitch()([T([0, 3], "int32")], [T([1.0, 2.0], "float32")]))
case("identityn", lambda: P.IdentityN()([T([1, 2], "int32"), T([1.5], "float64")]))
case("identityn.cell", lambda: Fn(P.IdentityN())([T([1, 2], "int32"), T([1.5], "float64")]))
case("identityn.tensor", lambda: P.IdentityN()(T([1, 2], "int32")))
case("identityn.empty", lambda: P.IdentityN()([]))
# RGBToHSV / HSVToRGB / LRN / Softmax2d / InstanceNorm
img = np.array([[[0.2, 0.4, 0.6], [1.0, 0.0, 0.0]], [[0.5, 0.5, 0.5], [0.0, 0.3, 0.9]]])
for dt in ["float16", "float32", "float64"]:
    case(f"rgb2hsv.{dt}", lambda: Fn(ops.rgb_to_hsv if hasattr(ops, "rgb_to_hsv") else P.RGBToHSV())(T(img, dt)))
    case(f"hsv2rgb.{dt}", lambda: Fn(P.HSVToRGB())(T(img, dt)))
    case(f"lrn.{dt}", lambda: Fn(P.LRN(2, 1.0, 0.5, 0.75))(T(x4, dt)))
case("rgb2hsv.bad", lambda: Fn(P.HSVToRGB())(T(np.ones((2, 4)), "float32")))
case("rgb2hsv.int", lambda: Fn(P.HSVToRGB())(T(np.ones((2, 3)), "int32")))
case("hsv2rgb.big", lambda: Fn(P.HSVToRGB())(T([[1.5, 2.0, -0.5], [-0.25, 0.5, 1.0]], "float32")))
case("lrn.grad", lambda: GO(Fn(P.LRN(1, 2.0, 0.1, 0.5)))(T(x4, "float32")))
case("lrn.r0", lambda: Fn(P.LRN(0))(T(x4, "float32")))
case("lrn.3d", lambda: Fn(P.LRN())(T(x4[0], "float32")))
case("nn.lrn", lambda: nn.LRN(3, 1.5, 1e-2, 0.5)(T(x4, "float32")) if hasattr(nn, "LRN") else None)
for dt in ["float16", "float32", "float64"]:
    case(f"softmax2d.{dt}", lambda: nn.Softmax2d()(T(x4, dt)))
case("softmax2d.3d", lambda: nn.Softmax2d()(T(x4[0], "float32")))
case("softmax2d.2d", lambda: nn.Softmax2d()(T(x4[0, 0], "float32")))
case("softmax2d.grad", lambda: GO(nn.Softmax2d())(T(x4, "float32")))
case("spacetobatch", lambda: Fn(P.SpaceToBatch(2, [[0, 0], [0, 0]]))(T(np.arange(16).reshape(1, 1, 4, 4), "float32")))
case("spacetobatch.pad", lambda: Fn(P.SpaceToBatch(2, [[1, 1], [0, 2]]))(T(np.arange(8).reshape(1, 2, 2, 2), "int32")))
case("spacetobatch.bad", lambda: Fn(P.SpaceToBatch(3, [[0, 0], [0, 0]]))(T(np.ones((1, 1, 4, 4)), "float32")))
case("spacetobatch.grad", lambda: GO(Fn(P.SpaceToBatch(2, [[0, 0], [0, 2]])))(T(np.ones((1, 1, 2, 2)), "float32")))
