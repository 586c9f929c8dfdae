"""P.L2Normalize / ops.L2Normalize (found by a float16/float32 sweep of reductions after tests/st/ops/gpu):
MindSpore's CPU kernel sums x * x in order along the axis, in the input's dtype, then x / sqrt(max(sum, eps));
msgraph's ReduceSum (pairwise) gave 1-3 ulps off in about half the elements, float32 and float16."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, axis, eps=1e-4):
        super().__init__()
        self.op = P.L2Normalize(axis, eps)

    def construct(self, a):
        return self.op(a)


rng = np.random.RandomState(17)
x2 = rng.rand(9, 129) * 4 - 1
x3 = rng.rand(4, 70, 6) * 4 - 1
for lab, dt in (("f32", np.float32), ("f16", np.float16)):
    for alab, x, axis in (("2d_1", x2, 1), ("2d_0", x2, 0), ("2d_m1", x2, -1), ("3d_1", x3, 1), ("3d_0", x3, 0),
                          ("3d_2", x3, 2)):
        emit(f"l2n_{lab}_{alab}", Net(axis)(Tensor(x.astype(dt))), rtol=1e-15, atol=0)
emit("l2n_f64", Net(1)(Tensor(x2)), rtol=1e-12)
emit("l2n_eps", Net(0, 0.5)(Tensor(np.array([[0.1, 0.2], [0.3, -0.1]], np.float32))))
emit("l2n_grad", ops.GradOperation()(Net(1))(Tensor(x2[:3, :5].astype(np.float32))), rtol=1e-5)
