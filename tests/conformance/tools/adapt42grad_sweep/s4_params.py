"""gradients w.r.t. Parameters, third pass: mixed precision (a Cell's to_float(float16), float16 Parameters with
float32 inputs, ops.cast of a Parameter), Parameter writes inside Tensor-condition control flow under a gradient,
ParameterTuple subsets / order, Parameters used twice / unused, nn layers with non-default arguments."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.0, -1.0]], np.float32))


class Lin(nn.Cell):
    def __init__(self, wdt=ms.float32):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 0.25], [-0.5, 1.5]], np.float32)).astype(wdt), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2], np.float32)).astype(wdt), name="b")

    def construct(self, a):
        return ops.matmul(a, self.w) + self.b


class CastLin(Lin):
    def construct(self, a):
        return ops.matmul(ops.cast(a, ms.float16), ops.cast(self.w, ms.float16)) + self.b


class WriteIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
        self.c = Parameter(Tensor(np.array([0.0], np.float32)), name="c", requires_grad=False)

    def construct(self, a):
        if a.sum() > 0:
            ops.assign_add(self.c, Tensor([1.0], ms.float32))
            out = a * self.w
        else:
            out = a * self.w * 2
        i = 0
        while i < 2:
            out = out + self.w * self.c
            i += 1
        return out.sum()


class Twice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, -1.0, 2.0], np.float32)), name="w")
        self.u = Parameter(Tensor(np.array([3.0], np.float32)), name="u")

    def construct(self, a):
        return (a * self.w * self.w).sum() + (self.w * a).sum()


def mk_layers():
    return {
        "dense_f16": nn.Dense(3, 2, weight_init="ones", bias_init="zeros").to_float(ms.float16),
        "dense_act": nn.Dense(3, 2, weight_init="ones", bias_init="ones", activation="tanh"),
        "dense_nobias": nn.Dense(3, 2, weight_init="ones", has_bias=False),
        "ln": nn.LayerNorm((3,), begin_norm_axis=-1, begin_params_axis=-1, epsilon=1e-3),
        "bn_eval": nn.BatchNorm1d(3, momentum=0.5, affine=True, use_batch_statistics=False),
        "bn_train": nn.BatchNorm1d(3, momentum=0.5),
        "prelu": nn.PReLU(1, 0.3),
        "emb_padding": None,
    }


for wdt in [ms.float32, ms.float16, ms.float64]:
    for nm, cls in [("lin", Lin), ("castlin", CastLin)]:
        net = cls(wdt)
        case("%s %s weights" % (nm, wdt), lambda net=net: ms.grad(net, None, net.trainable_params())(x))
        case("%s %s input+weights" % (nm, wdt), lambda net=net: ms.grad(net, 0, net.trainable_params())(x))
        case("%s %s GO list" % (nm, wdt), lambda net=net: ops.GradOperation(get_by_list=True)(
            net, ParameterTuple(net.trainable_params()))(x))
        case("%s %s x16" % (nm, wdt), lambda net=net: ms.grad(net, 0, net.trainable_params())(x.astype(ms.float16)))

for k in ["dense_f16", "dense_act", "dense_nobias", "ln", "bn_eval", "bn_train", "prelu"]:
    for mode_x in ["f32", "f16"]:
        def run(k=k, mode_x=mode_x):
            layer = mk_layers()[k]
            a = x if mode_x == "f32" else x.astype(ms.float16)
            if k == "prelu":
                a = a.reshape(2, 3, 1, 1) if False else a
            return ms.value_and_grad(layer, 0, layer.trainable_params())(a)
        case("layer %s %s" % (k, mode_x), run)

w = WriteIf()
case("writeif grad w", lambda: ms.grad(w, None, w.w)(x[0]))
case("writeif c after", lambda: w.c.value() * 1)
case("writeif grad neg", lambda: ms.grad(w, 0, ParameterTuple([w.w]))(-x[0]))
case("writeif c after2", lambda: w.c.value() * 1)
t = Twice()
case("twice all", lambda: ms.grad(t, None, t.trainable_params())(x[0]))
case("twice order", lambda: ms.grad(t, None, [t.u, t.w])(x[0]))
case("twice dup", lambda: ms.grad(t, None, [t.w, t.w])(x[0]))
case("twice unused only", lambda: ms.grad(t, None, t.u)(x[0]))
case("twice vag rid", lambda: ms.value_and_grad(t, (0,), [t.u, t.w], return_ids=True)(x[0]))
case("twice GO all+list", lambda: ops.GradOperation(get_all=True, get_by_list=True)(t, ParameterTuple([t.u]))(x[0]))
case("twice GO list empty", lambda: ops.GradOperation(get_by_list=True)(t, ParameterTuple([]))(x[0]))
case("twice grad weights empty list", lambda: ms.grad(t, 0, [])(x[0]))
