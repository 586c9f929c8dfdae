"""st ops/cpu test_crop_and_resize / assign / assign_sub variants (split from s3_binary_misc, whose MindSpore run
stopped before them): CropAndResize methods, dtypes, boxes outside / flipped, a bad box index; Assign / AssignSub
of Parameters in a Cell over dtypes, broadcasting, 0-d, mixed dtypes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
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


# CropAndResize
IMG = np.arange(2 * 4 * 4 * 1).reshape(2, 4, 4, 1) * 1.0
BX2 = [[0.0, 0.0, 1.0, 1.0], [0.25, 0.25, 0.75, 0.75]]
for meth in ["bilinear", "nearest", "bilinear_v2"]:
    for dt in ["float32", "float16", "float64", "int32", "uint8"]:
        case(f"CropAndResize.{meth}.{dt}", lambda: Fn(P.CropAndResize(meth))(T(IMG, dt), T(BX2, "float32"), T([0, 1], "int32"), (3, 3)))
case("CropAndResize.extrap", lambda: Fn(P.CropAndResize("bilinear", 9.0))(T(IMG, "float32"), T([[-0.5, -0.5, 1.5, 1.5]], "float32"), T([0], "int32"), (2, 2)))
case("CropAndResize.flip", lambda: Fn(P.CropAndResize())(T(IMG, "float32"), T([[1.0, 1.0, 0.0, 0.0]], "float32"), T([1], "int32"), (2, 3)))
case("CropAndResize.badidx", lambda: Fn(P.CropAndResize())(T(IMG, "float32"), T([[0.0, 0.0, 1.0, 1.0]], "float32"), T([2], "int32"), (2, 2)))
case("CropAndResize.crop1", lambda: Fn(P.CropAndResize())(T(IMG, "float32"), T([[0.0, 0.0, 1.0, 1.0]], "float32"), T([0], "int32"), (1, 1)))

# Assign / AssignSub with Parameters in a Cell
class AS(nn.Cell):
    def __init__(self, op, dt):
        super().__init__()
        self.op = op
        self.p = Parameter(T([[5, 3], [1, 0]], dt), name="p")

    def construct(self, v):
        r = self.op(self.p, v)
        return r, self.p


for dt in ["float32", "int32", "uint8", "float16", "int64", "float64", "int8"]:
    case(f"AssignSub.{dt}", lambda: AS(P.AssignSub(), dt)(T([[1, 1], [2, 0]], dt)))
    case(f"Assign.{dt}", lambda: AS(P.Assign(), dt)(T([[1, 1], [2, 0]], dt)))
case("AssignSub.bcast", lambda: AS(P.AssignSub(), "float32")(T([1, 2], "float32")))
case("AssignSub.0d", lambda: AS(P.AssignSub(), "float32")(T(1.5, "float32")))
case("Assign.bcast", lambda: AS(P.Assign(), "float32")(T([1, 2], "float32")))
case("Assign.dtype", lambda: AS(P.Assign(), "float32")(T([[1, 1], [2, 0]], "int32")))
case("AssignSub.dtype", lambda: AS(P.AssignSub(), "int32")(T([[1, 1], [2, 0]], "float32")))
