"""Gradients of s1 / s2 / s3's primitives through a Cell (s1's G(prim) cases differentiate the primitive itself,
which both MindSpore and msgraph refuse): GradOperation(get_all) of sum(op(x...)) and with a sens."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class G(nn.Cell):
    def __init__(self, net, sens=False):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=sens)

    def construct(self, *a):
        return self.g(self.net)(*a)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X = [[-0.7, -0.2, 0.1], [0.3, 0.6, 0.5]]
SPECIAL = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0]
UN = [("asin", P.Asin()), ("log", P.Log()), ("reciprocal", P.Reciprocal()), ("sigmoid", P.Sigmoid()),
      ("erfinv", P.Erfinv()), ("celu", P.CeLU()), ("celu2", P.CeLU(2.0)), ("logit", P.Logit()),
      ("logit_eps", P.Logit(0.2)), ("sqrt", P.Sqrt()), ("square", P.Square()), ("tanh", P.Tanh()),
      ("tanhshrink", nn.Tanhshrink()), ("relu", P.ReLU()), ("fast_gelu", P.FastGeLU()),
      ("softmax", P.Softmax()), ("logsoftmax", P.LogSoftmax()), ("softmax0", P.Softmax(0)),
      ("reducemean", P.ReduceMean()), ("reducemean1", Fn(P.ReduceMean(True), 1)),
      ("renorm", Fn(lambda x: ops.renorm(x, 2, 0, 0.5))), ("im2col", Fn(lambda x: P.Im2Col(2)(x.reshape(1, 1, 2, 3)))),
      ("maxpool", Fn(lambda x: P.MaxPool(2, 1)(x.reshape(1, 1, 2, 3)))),
      ("imggrad", Fn(lambda x: nn.ImageGradients()(x.reshape(1, 1, 2, 3))[0])),
      ("resize_nn", Fn(lambda x: P.ResizeNearestNeighbor((3, 5))(x.reshape(1, 1, 2, 3)))),
      ("layernorm", Fn(lambda x: P.LayerNorm(1, 1)(x, T([1, 2, 3]), T([0, 1, 0]))[0]))]
for dt in ["float16", "float32", "float64"]:
    for nm, op in UN:
        net = op if isinstance(op, nn.Cell) else Fn(op)
        case(f"{nm}.grad.{dt}", lambda: G(net)(T(X, dt)))
        case(f"{nm}.sens.{dt}", lambda: G(net, True)(T(X, dt), Fn(op)(T(X, dt)) * 0 + T([[1, 2, 3], [4, 5, 6]], dt) if nm not in ("reducemean", "reducemean1", "renorm", "im2col", "maxpool", "imggrad", "resize_nn") else net(T(X, dt)) * 0 + 2))
        case(f"{nm}.gradspecial.{dt}", lambda: G(net)(T([SPECIAL], dt)))
BIN = [("maximum", P.Maximum()), ("minimum", P.Minimum()), ("mul", P.Mul()), ("realdiv", P.RealDiv()),
       ("sub", P.Sub()), ("polar", P.Polar()), ("smoothl1", P.SmoothL1Loss(0.5)), ("kldiv", P.KLDivLoss("sum")),
       ("kldiv_none", P.KLDivLoss("none")), ("sigce", P.SigmoidCrossEntropyWithLogits()),
       ("bbox_dec", P.BoundingBoxDecode((12, 10), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0))),
       ("addn", Fn(lambda a, b: P.AddN()((a, b, a)))), ("stack", Fn(lambda a, b: P.Stack(1)((a, b)))),
       ("select", Fn(lambda a, b: P.Select()(a > b, a, b)))]
for dt in ["float16", "float32", "float64"]:
    for nm, op in BIN:
        net = op if isinstance(op, nn.Cell) else Fn(op)
        a, b = ([[0.0, 0.0, 4.0, 4.0], [1.0, 2.0, 5.0, 8.0]], [[0.1, -0.2, 0.5, 0.3], [0.0, 0.0, 0.5, 0.0]]) \
            if nm == "bbox_dec" else ([[1.0, 2.0, 3.0], [4.0, 0.5, 6.0]], [[1.0, 3.0, 3.0], [0.2, 0.5, 1.0]])
        case(f"{nm}.grad.{dt}", lambda: G(net)(T(a, dt), T(b, dt)))
        case(f"{nm}.tie.{dt}", lambda: G(net)(T([[1.0, 2.0, 0.0]], dt), T([[1.0, 2.0, 0.0]], dt)))
