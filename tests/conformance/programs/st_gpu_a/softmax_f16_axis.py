"""ops.softmax / P.Softmax on float16 along a non-last axis (found by a float16 sweep of reductions after
tests/st/ops/gpu): MindSpore's CPU kernel takes exp(x - max) in float16 and sums it in float32, rounded to float16
once, before dividing; msgraph summed in float16 (1-4 float16 ulps off in most elements along axis 0 or a middle
axis; the last axis happened to agree)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.op = P.Softmax(axis)
        self.axis = axis

    def construct(self, a):
        return self.op(a), ops.softmax(a, self.axis)


rng = np.random.RandomState(3)
x2 = (rng.rand(37, 29) * 8 - 3).astype(np.float16)
x3 = (rng.rand(5, 60, 7) * 8 - 3).astype(np.float16)
for lab, x, axis in (("2d_axis0", x2, 0), ("2d_axis1", x2, 1), ("3d_axis1", x3, 1), ("3d_axis0", x3, 0),
                     ("3d_axis-1", x3, -1)):
    emit("softmax_f16_" + lab, Net(axis)(Tensor(x)), rtol=1e-15, atol=0)
emit("softmax_f32_axis0", Net(0)(Tensor(x2.astype(np.float32))), rtol=1e-6)
