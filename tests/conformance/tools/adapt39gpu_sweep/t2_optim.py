"""st ops/gpu optimizer primitives (test_ada_max / adadelta / adagrad / adagrad_v2 / adam / adam_fusion /
apply_adagrad_a_d / apply_adam_with_amsgrad / apply_add_sign / apply_gradient_descent / apply_proximal_adagrad /
apply_proximal_gradient_descent): Parameters updated in a Cell, 3 float dtypes, scalars as 0-d Tensors / Python
floats / shape-(1,) Tensors, mixed dtypes, int dtypes, special values, attribute variants, shape errors; the
outputs and the Parameters after."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _h import case

V = np.array([[0.9, 0.1], [0.7, 0.8]])
M = np.array([[0.6, 0.4], [0.1, 0.5]])
W = np.array([[0.6, 0.5], [0.2, 0.6]])
H = np.array([[0.7, 0.2], [0.3, 0.6]])
G = np.array([[0.3, -0.7], [0.0, 0.8]])


class Net1(nn.Cell):
    def __init__(self, prim, params, dt):
        super().__init__()
        self.prim = prim
        self.p0 = Parameter(Tensor(params[0], dt), name="p0")

    def construct(self, *a):
        return self.prim(self.p0, *a)


class Net2(Net1):
    def __init__(self, prim, params, dt):
        super().__init__(prim, params, dt)
        self.p1 = Parameter(Tensor(params[1], dt), name="p1")

    def construct(self, *a):
        return self.prim(self.p0, self.p1, *a)


class Net3(Net2):
    def __init__(self, prim, params, dt):
        super().__init__(prim, params, dt)
        self.p2 = Parameter(Tensor(params[2], dt), name="p2")

    def construct(self, *a):
        return self.prim(self.p0, self.p1, self.p2, *a)


class Net4(Net3):
    def __init__(self, prim, params, dt):
        super().__init__(prim, params, dt)
        self.p3 = Parameter(Tensor(params[3], dt), name="p3")

    def construct(self, *a):
        return self.prim(self.p0, self.p1, self.p2, self.p3, *a)


def run(prim, params, scalars, grad, dt, sdt=None, form="t", gdt=None, gshape=None, order=None):
    sdt = sdt or dt
    gdt = gdt or dt
    net = [Net1, Net2, Net3, Net4][len(params) - 1](prim, params, dt)

    def sc(v):
        if form == "t":
            return Tensor(np.array(v), sdt)
        if form == "1":
            return Tensor(np.array([v]), sdt)
        return v
    s = [sc(v) for v in scalars]
    g = Tensor(grad if gshape is None else np.ones(gshape) * 0.5, gdt)
    args = s + [g] if order is None else order(s, g)
    out = net(*args)
    return out, tuple(getattr(net, f"p{i}") for i in range(len(params)))


SPECS = {
    # name: (prim factory, params, scalars, args order (None: scalars then grad))
    "ApplyAdaMax": (P.ApplyAdaMax, [V, M, W], [0.9, 0.001, 0.9, 0.99, 1e-10], None),
    "ApplyAdadelta": (P.ApplyAdadelta, [V, M, W], [0.001, 0.9, 1e-6], None),
    "ApplyAdagrad": (P.ApplyAdagrad, [V, M], [0.01], None),
    "ApplyAdagradNoSlots": (lambda: P.ApplyAdagrad(update_slots=False), [V, M], [0.01], None),
    "ApplyAdagradV2": (lambda: P.ApplyAdagradV2(epsilon=1e-6), [V, M], [0.01], None),
    "ApplyAdagradV2NoSlots": (lambda: P.ApplyAdagradV2(epsilon=1e-6, update_slots=False), [V, M], [0.01], None),
    "Adam": (P.Adam, [V, M, W], [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8], None),
    "AdamNesterov": (lambda: P.Adam(use_nesterov=True), [V, M, W], [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8], None),
    "ApplyAdamWithAmsgrad": (lambda: P.ApplyAdamWithAmsgrad(0.9, 0.999, 1e-8), [V, M, W, H], [0.9, 0.999, 0.01], None),
    "ApplyAddSign": (P.ApplyAddSign, [V, M], [0.001, 1.0, 0.99, 0.9], None),
    "ApplyProximalAdagrad": (P.ApplyProximalAdagrad, [V, M], [0.01, 0.1, 0.2], None),
    "ApplyProximalAdagradL0": (P.ApplyProximalAdagrad, [V, M], [0.01, 0.0, 0.0], None),
    "AdamWeightDecay": (P.AdamWeightDecay, [V, M, W], [0.001, 0.9, 0.999, 1e-8, 0.01], None),
}
for name, (fac, params, scalars, order) in SPECS.items():
    for dt in [ms.float16, ms.float32, ms.float64]:
        case(f"{name} {dt}", lambda: run(fac(), params, scalars, G, dt))
    case(f"{name} f32 scalars python", lambda: run(fac(), params, scalars, G, ms.float32, form="py"))
    case(f"{name} f32 scalars shape1", lambda: run(fac(), params, scalars, G, ms.float32, form="1"))
    case(f"{name} f16 var f32 scalars", lambda: run(fac(), params, scalars, G, ms.float16, sdt=ms.float32))
    case(f"{name} f32 var f16 scalars", lambda: run(fac(), params, scalars, G, ms.float32, sdt=ms.float16))
    case(f"{name} f32 var f64 grad", lambda: run(fac(), params, scalars, G, ms.float32, gdt=ms.float64))
    case(f"{name} int32", lambda: run(fac(), params, scalars, G, ms.int32))
    case(f"{name} grad shape", lambda: run(fac(), params, scalars, G, ms.float32, gshape=(2, 3)))
    case(f"{name} grad bcast", lambda: run(fac(), params, scalars, G, ms.float32, gshape=(2,)))
    case(f"{name} nan grad", lambda: run(fac(), params, scalars, np.array([[np.nan, np.inf], [-np.inf, 0.0]]), ms.float32))

# ApplyAdagradDA: (var, ga, gsa, grad, lr, l1, l2, global_step)
for dt in [ms.float16, ms.float32, ms.float64]:
    case(f"ApplyAdagradDA {dt}", lambda: run(P.ApplyAdagradDA(), [V, M, W], [0.01, 0.1, 0.2], G, dt,
                                             order=lambda s, g: [g] + s + [Tensor(2, ms.int32)]))
case("ApplyAdagradDA step int64", lambda: run(P.ApplyAdagradDA(), [V, M, W], [0.01, 0.1, 0.2], G, ms.float32,
                                             order=lambda s, g: [g] + s + [Tensor(2, ms.int64)]))
case("ApplyAdagradDA step float", lambda: run(P.ApplyAdagradDA(), [V, M, W], [0.01, 0.1, 0.2], G, ms.float32,
                                             order=lambda s, g: [g] + s + [Tensor(2.0, ms.float32)]))
case("ApplyAdagradDA l1 0", lambda: run(P.ApplyAdagradDA(), [V, M, W], [0.01, 0.0, 0.0], G, ms.float32,
                                       order=lambda s, g: [g] + s + [Tensor(2, ms.int32)]))
# ApplyGradientDescent (var, alpha, delta), ApplyProximalGradientDescent (var, alpha, l1, l2, delta)
for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.int8, ms.uint8]:
    case(f"ApplyGradientDescent {dt}", lambda: run(P.ApplyGradientDescent(), [V * 10], [2.0], G * 10, dt))
    case(f"ApplyProximalGradientDescent {dt}", lambda: run(P.ApplyProximalGradientDescent(), [V], [0.1, 0.05, 0.2], G, dt))
case("ApplyGradientDescent python", lambda: run(P.ApplyGradientDescent(), [V], [0.5], G, ms.float32, form="py"))
case("ApplyGradientDescent shape1", lambda: run(P.ApplyGradientDescent(), [V], [0.5], G, ms.float32, form="1"))
case("ApplyGradientDescent mixed", lambda: run(P.ApplyGradientDescent(), [V], [0.5], G, ms.float32, sdt=ms.float16))
case("ApplyGradientDescent delta f64", lambda: run(P.ApplyGradientDescent(), [V], [0.5], G, ms.float32, gdt=ms.float64))
case("ApplyGradientDescent bcast", lambda: run(P.ApplyGradientDescent(), [V], [0.5], G, ms.float32, gshape=(2,)))
case("ApplyPGD l1 0", lambda: run(P.ApplyProximalGradientDescent(), [V], [0.1, 0.0, 0.0], G, ms.float32))
case("ApplyPGD python", lambda: run(P.ApplyProximalGradientDescent(), [V], [0.1, 0.05, 0.2], G, ms.float32, form="py"))
case("ApplyPGD mixed", lambda: run(P.ApplyProximalGradientDescent(), [V], [0.1, 0.05, 0.2], G, ms.float32, sdt=ms.float16))
case("ApplyPGD neg l1", lambda: run(P.ApplyProximalGradientDescent(), [V], [0.1, -0.05, 0.2], G, ms.float32))
case("ApplyProximalAdagrad neg lr", lambda: run(P.ApplyProximalAdagrad(), [V, M], [-0.01, 0.1, 0.2], G, ms.float32))
case("ApplyAdagrad 0-d", lambda: run(P.ApplyAdagrad(), [np.array(0.5), np.array(0.1)], [0.01], np.array(0.3), ms.float32))
case("ApplyAdagrad empty", lambda: run(P.ApplyAdagrad(), [np.zeros((0, 2)), np.zeros((0, 2))], [0.01], np.zeros((0, 2)), ms.float32))
case("Adam 0-d", lambda: run(P.Adam(), [np.array(0.5), np.array(0.1), np.array(0.2)], [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8], np.array(0.3), ms.float32))
case("Adam rank5", lambda: run(P.Adam(), [np.full((1, 2, 1, 2, 1), 0.5)] * 3, [0.9, 0.999, 0.001, 0.9, 0.999, 1e-8], np.full((1, 2, 1, 2, 1), 0.3), ms.float32))
case("ApplyAdagradV2 eps attr int", lambda: P.ApplyAdagradV2(epsilon=1))
case("ApplyAdagradV2 eps attr none", lambda: P.ApplyAdagradV2(epsilon=None))
case("ApplyAdagrad update_slots int", lambda: P.ApplyAdagrad(update_slots=1))
case("Adam use_locking int", lambda: P.Adam(use_locking=1))
case("ApplyAdamWithAmsgrad beta str", lambda: P.ApplyAdamWithAmsgrad(beta1="a"))
