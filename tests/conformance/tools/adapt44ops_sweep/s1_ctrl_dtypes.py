"""Fifth pass (adapt44ops): the primitives model code uses most, inside control flow inside a gradient, over float16 /
float64 (adapt42ops' s4 ran float32 only) and over 0-d / empty inputs: bodies under `if` on a Tensor condition, `for`,
`while` with a Tensor bound, differentiated by ms.grad / GradOperation(sens) / value_and_grad."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case


class If(nn.Cell):
    def __init__(self, f, g):
        super().__init__()
        self.f, self.g = f, g

    def construct(self, x):
        if x.sum() > 1:
            y = self.f(x)
        else:
            y = self.g(x)
        return y.sum()


class For(nn.Cell):
    def __init__(self, f, n=2):
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


class Plain(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


rs, rm = ops.ReduceSum(keep_dims=True), ops.ReduceMean(keep_dims=False)
amv = ops.ArgMaxWithValue(axis=-1, keep_dims=True)
split = ops.Split(1, 2)
sce = ops.SigmoidCrossEntropyWithLogits()
rnn_ = ops.ResizeNearestNeighbor((4, 6), align_corners=False)
rbl = ops.ResizeBilinearV2(align_corners=True)
rbl_h = ops.ResizeBilinearV2(half_pixel_centers=True)
topk = ops.TopK(sorted=True)
onehot = ops.OneHot(axis=-1)
lrelu = nn.LeakyReLU(0.3)
BODIES = [
    ("reduce_sum_kd", lambda x: x * rs(x, 1)),
    ("reduce_mean_neg", lambda x: x - rm(x, -1).reshape(-1, 1)),
    ("argmax_value", lambda x: x + amv(x)[1]),
    ("split_concat", lambda x: ops.Concat(1)((split(x)[1], split(x)[0] * 2))),
    ("tile_reshape", lambda x: ops.Reshape()(ops.Tile()(x, (1, 2)), (x.shape[0], -1))[:, :4]),
    ("expand_squeeze", lambda x: ops.Squeeze(0)(ops.ExpandDims()(x, 0)) * 1.5),
    ("transpose_mm", lambda x: ops.MatMul()(x, ops.Transpose()(x, (1, 0)))[:, :4] * 0.1),
    ("select_ties", lambda x: ops.Select()(x >= 1.0, x, x * x)),
    ("sigmoid_sce", lambda x: sce(x, ops.Sigmoid()(x))),
    ("softmax", lambda x: ops.Softmax(-1)(x) * x),
    ("cast_roundtrip", lambda x: ops.Cast()(ops.Cast()(x, ms.float16) * 3, x.dtype)),
    ("leaky_relu", lambda x: lrelu(x) * 2),
    ("topk", lambda x: ops.Concat(1)((topk(x, 2)[0], x[:, 2:]))),
    ("resize_nn", lambda x: rnn_(x.reshape(1, 1, 2, 4))[0, 0, :2, :4]),
    ("resize_bl_ac", lambda x: rbl(x.reshape(1, 1, 2, 4), (3, 5))[0, 0, :2, :4]),
    ("resize_bl_hpc", lambda x: rbl_h(x.reshape(1, 1, 2, 4), (3, 5))[0, 0, :2, :4]),
    ("gathernd", lambda x: ops.GatherNd()(x, Tensor([[1, 2], [0, 0], [1, 2], [0, 3]], ms.int32)).reshape(2, 2).sum() + x),
    ("onehot_mul", lambda x: onehot(Tensor([3, 1], ms.int32), 4, Tensor(2.0, x.dtype), Tensor(0.5, x.dtype)) * x),
]
XS = {
    "f32": np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0]], np.float32),
    "f16": np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0]], np.float16),
    "f64": np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0]], np.float64),
}
for dn, xv in XS.items():
    x = Tensor(xv)
    for bn, f in BODIES:
        case(f"{bn}.{dn}.fwd", lambda f=f: Plain(f)(x))
        case(f"{bn}.{dn}.if.grad", lambda f=f: ms.grad(If(f, lambda y: y * 2))(x))
        case(f"{bn}.{dn}.for.vg", lambda f=f: ms.value_and_grad(For(f))(x))
        case(f"{bn}.{dn}.while.sens", lambda f=f: ops.GradOperation(sens_param=True)(While(f))(x, Tensor(2.0, x.dtype)))

# 0-d and empty inputs through the common shape ops and reductions, forward and gradient
for dn, dt in (("f32", np.float32), ("f16", np.float16)):
    z = Tensor(np.array(2.5, dt))
    e = Tensor(np.zeros((0, 3), dt))
    case(f"zero_d.reduce_sum.{dn}", lambda: ms.grad(Plain(lambda v: rs(v * v, ())))(z))
    case(f"zero_d.expand_tile.{dn}", lambda: ms.grad(Plain(lambda v: ops.Tile()(ops.ExpandDims()(v, 0), (3,)).sum()))(z))
    case(f"zero_d.reshape.{dn}", lambda: ms.grad(Plain(lambda v: ops.Reshape()(v, (1, 1)).sum() * v))(z))
    case(f"zero_d.cast.{dn}", lambda: ms.grad(Plain(lambda v: ops.Cast()(v, ms.float64) * 2))(z))
    case(f"empty.reduce_sum.{dn}", lambda: Plain(lambda v: rs(v, 0))(e))
    case(f"empty.reduce_mean.{dn}", lambda: Plain(lambda v: rm(v, 1))(e))
    case(f"empty.concat_grad.{dn}", lambda: ms.grad(Plain(lambda v: ops.Concat(0)((v, v + 1)).sum()))(e))
    case(f"empty.transpose_grad.{dn}", lambda: ms.grad(Plain(lambda v: ops.Transpose()(v, (1, 0)).sum()))(e))
    case(f"empty.softmax.{dn}", lambda: Plain(lambda v: ops.Softmax()(v))(e))
    case(f"empty.argmax_value.{dn}", lambda: Plain(lambda v: amv(v))(e))
    case(f"empty.topk.{dn}", lambda: Plain(lambda v: topk(v, 2))(e))
    case(f"empty.matmul_grad.{dn}", lambda: ms.grad(Plain(lambda v: ops.MatMul()(ops.Transpose()(v, (1, 0)), v).sum()))(e))
