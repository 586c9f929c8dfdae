"""The most-used primitives inside control flow inside a gradient (Graph mode under MODE=graph): ReduceSum /
ReduceMean / ReduceMax with keep_dims, ArgMaxWithValue, Gather / GatherNd, Concat / Split / Tile / Transpose /
Reshape, Softmax / LogSoftmax, Select / Maximum at ties, Cast to float16 and back, TopK, CumSum, MatMul, under `if` on
a Tensor condition, `for` over a range, `while` with a Tensor bound, differentiated by GradOperation / ms.grad /
value_and_grad with sens."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = Tensor(np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]], np.float32))
I = Tensor(np.array([2, 0, 2], np.int32))


class If(nn.Cell):
    def __init__(self, f, g):
        super().__init__()
        self.f, self.g = f, g

    def construct(self, x):
        if x.sum() > 5:
            y = self.f(x)
        else:
            y = self.g(x)
        return y.sum()


class For(nn.Cell):
    def __init__(self, f, n=3):
        super().__init__()
        self.f, self.n = f, n

    def construct(self, x):
        y = x
        for _ in range(self.n):
            y = self.f(y)
        return y.sum()


class While(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        i = Tensor(0, ms.int32)
        y = x
        while i < 2:
            y = self.f(y)
            i += 1
        return y.sum()


rs, rm, rmax = ops.ReduceSum(keep_dims=True), ops.ReduceMean(keep_dims=True), ops.ReduceMax(keep_dims=True)
amv = ops.ArgMaxWithValue(axis=1, keep_dims=True)
BODIES = [
    ("reduce_sum_kd", lambda x: x * rs(x, 1)),
    ("reduce_mean_kd", lambda x: x - rm(x, -1)),
    ("reduce_max_kd_ties", lambda x: x * rmax(x, 0)),
    ("argmax_value", lambda x: x + amv(x)[1]),
    ("gather", lambda x: ops.Gather()(x, I, 1).reshape(x.shape[0], -1)[:, :1] * x),
    ("gather_nd", lambda x: ops.GatherNd()(x, Tensor(np.array([[0, 1], [2, 1], [2, 1]], np.int32))).reshape(3, 1) * x),
    ("concat_split", lambda x: ops.Split(1, 2)(ops.Concat(1)((x, x * 2)))[1] * 0.5),
    ("tile_reshape", lambda x: ops.Reshape()(ops.Tile()(x, (1, 2)), (3, 8))[:, :4] * 0.5),
    ("transpose", lambda x: ops.Transpose()(ops.Transpose()(x, (1, 0)) * 2.0, (1, 0)) * 0.5),
    ("softmax", lambda x: ops.Softmax()(x) * 4.0),
    ("log_softmax", lambda x: ops.LogSoftmax(0)(x) + x),
    ("select_maximum_ties", lambda x: ops.Select()(x > 1.0, ops.Maximum()(x, 3.0), x * 0.5)),
    ("cast_f16", lambda x: ops.Cast()(ops.Cast()(x, ms.float16) * 1.5, ms.float32)),
    ("topk", lambda x: x * ops.TopK()(x, 1)[0]),
    ("cumsum", lambda x: ops.CumSum()(x, 1) * 0.25),
    ("matmul", lambda x: ops.MatMul(False, True)(x, x) [:, :1] * x * 0.1),
    ("sqrt_abs", lambda x: ops.Sqrt()(ops.Abs()(x) + 1.0)),
    ("pow", lambda x: ops.Pow()(x, 2.0) * 0.1),
]
for nm, f in BODIES:
    case(f"if.{nm}", lambda: ops.GradOperation()(If(f, lambda x: x * 2.0))(X))
    case(f"for.{nm}", lambda: ms.grad(For(f, 2))(X))
    case(f"while.{nm}", lambda: ms.value_and_grad(While(f))(X))
    case(f"sens.{nm}", lambda: ops.GradOperation(sens_param=True)(For(f, 1))(X, Tensor(np.float32(2.0))))
