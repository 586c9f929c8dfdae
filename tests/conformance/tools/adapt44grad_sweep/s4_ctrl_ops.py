"""Model-code ops inside Tensor-condition control flow inside a gradient (the fifth-pass angle): softmax, log_softmax,
layer_norm, matmul, gather, concat, reduce_mean, relu, gelu, dropout (eval), cast, in an `if` on a Tensor, a `while`
carrying a value and a `for` over range, differentiated with ms.grad, value_and_grad and GradOperation(sens), in
float32 / float16 / float64."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

W = np.array([[0.5, -0.2, 0.1], [0.3, 0.8, -0.5], [-0.1, 0.2, 0.4]], np.float32)
IDX = Tensor(np.array([2, 0], np.int32))


def body(kind, x, w):
    if kind == "softmax":
        return ops.softmax(x, -1)
    if kind == "log_softmax":
        return ops.log_softmax(x, -1)
    if kind == "layer_norm":
        return ops.layer_norm(x, (3,), w[0], w[1], 1e-5)
    if kind == "matmul":
        return ops.matmul(x, w)
    if kind == "gather":
        return ops.gather(x, IDX, 1)
    if kind == "concat":
        return ops.concat((x, x * 2), 1)
    if kind == "mean":
        return x.mean(-1, keep_dims=True) * x
    if kind == "relu":
        return ops.relu(x - 0.1)
    if kind == "gelu":
        return ops.gelu(x)
    return ops.cast(ops.cast(x, ms.float16), x.dtype) * x


class IfNet(nn.Cell):
    def __init__(self, kind, dt):
        super().__init__()
        self.kind = kind
        self.w = ms.Parameter(Tensor(W.astype(dt)), name="w")

    def construct(self, x):
        if x.sum() > 0:
            y = body(self.kind, x, self.w)
        else:
            y = x * 2
        return (y * y).sum()


class WhileNet(nn.Cell):
    def __init__(self, kind, dt):
        super().__init__()
        self.kind = kind
        self.w = ms.Parameter(Tensor(W.astype(dt)), name="w")

    def construct(self, x):
        i = Tensor(0, ms.int32)
        s = x.sum() * 0
        while i < 2:
            s = s + body(self.kind, x * (i + 1).astype(x.dtype), self.w).sum()
            i += 1
        return s


class ForNet(WhileNet):
    def construct(self, x):
        s = x.sum() * 0
        for i in range(2):
            y = body(self.kind, x, self.w)
            if y.sum() > s:
                s = s + y.mean()
            else:
                s = s - y.mean()
        return s


KINDS = ("softmax", "log_softmax", "layer_norm", "matmul", "gather", "concat", "mean", "relu", "gelu", "cast")
for dt, dn in ((np.float32, "f32"), (np.float16, "f16"), (np.float64, "f64")):
    x = Tensor(np.array([[0.5, -1.0, 2.0], [0.3, 0.7, -0.2]], dt))
    for kind in KINDS:
        net_if = IfNet(kind, dt)
        case(f"if/{kind}/{dn}", lambda n=net_if, x=x: ms.grad(n, 0, n.trainable_params())(x))
        net_w = WhileNet(kind, dt)
        case(f"while/{kind}/{dn}", lambda n=net_w, x=x: ms.value_and_grad(n, 0)(x))
        net_f = ForNet(kind, dt)
        case(f"for/{kind}/{dn}", lambda n=net_f, x=x: ops.GradOperation(sens_param=True)(n)(
            x, Tensor(np.array(0.5, dt))))
