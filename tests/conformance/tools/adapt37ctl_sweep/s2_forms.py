"""Gradient forms through control flow: GradOperation get_by_list (ParameterTuple), get_all + get_by_list,
sens_param (Tensor / tuple outputs), ms.grad grad_position / weights / has_aux, value_and_grad(has_aux=True),
weights given as a list / one Parameter, losses using only some outputs (zeros of unused inputs: dtype and shape),
loops running 0 times."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import composite as C
from _h import case

ga = C.GradOperation(get_all=True)
gl = C.GradOperation(get_by_list=True)
gal = C.GradOperation(get_all=True, get_by_list=True)
gs = C.GradOperation(get_all=True, sens_param=True)
gls = C.GradOperation(get_by_list=True, sens_param=True)
g0s = C.GradOperation(sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b")
        self.u = Parameter(Tensor(np.array(3.0, np.float64)), name="u")   # unused

    def construct(self, x, n):
        out = x
        i = 0
        while i < n:
            if out.sum() > 4:
                out = out * self.w
            else:
                out = out + self.b
            i += 1
        return out


class TwoOut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, 2.0], np.float32)), name="w2")

    def construct(self, x, y, z):
        a = x
        for _ in range(2):
            if a.sum() < y.sum():
                a = a * self.w + y
            else:
                a = a - 1
        return a, y * 2, z


for lab, x, n in [("n0", f32(1.0, 2.0), Tensor(0, ms.int32)), ("n2", f32(1.0, 2.0), Tensor(2, ms.int32)),
                  ("n3big", f32(3.0, 4.0), Tensor(3, ms.int32)), ("pyn0", f32(1.0, 2.0), 0),
                  ("pyn2", f32(1.0, 2.0), 2)]:
    case(f"p_gl_{lab}", lambda x=x, n=n: (lambda net: gl(net, ParameterTuple(net.trainable_params()))(x, n))(PNet()))
    case(f"p_gal_{lab}", lambda x=x, n=n: (lambda net: gal(net, ParameterTuple(net.trainable_params()))(x, n))(PNet()))
    case(f"p_ga_{lab}", lambda x=x, n=n: ga(PNet())(x, n))
    case(f"p_gls_{lab}", lambda x=x, n=n: (lambda net: gls(net, ParameterTuple(net.trainable_params()))(
        x, n, f32(1.0, 3.0)))(PNet()))
    case(f"p_msgrad_w_{lab}", lambda x=x, n=n: (lambda net: ms.grad(net, 0, net.trainable_params())(x, n))(PNet()))
    case(f"p_msgrad_None_w_{lab}", lambda x=x, n=n: (lambda net: ms.grad(net, None, net.trainable_params())(x, n))(PNet()))
    case(f"p_msgrad_w1_{lab}", lambda x=x, n=n: (lambda net: ms.grad(net, None, net.w)(x, n))(PNet()))
    case(f"p_vg_{lab}", lambda x=x, n=n: (lambda net: ms.value_and_grad(net, 0, net.trainable_params())(x, n))(PNet()))

for lab, x, y, z in [("lt", f32(1.0, 1.0), f32(5.0, 5.0), f32(1.0)), ("ge", f32(9.0, 9.0), f32(1.0, 1.0), f32(2.0))]:
    case(f"t_ga_{lab}", lambda x=x, y=y, z=z: ga(TwoOut())(x, y, z))
    case(f"t_gs_{lab}", lambda x=x, y=y, z=z: gs(TwoOut())(x, y, z, (f32(1.0, 2.0), f32(3.0, 4.0), f32(5.0))))
    case(f"t_gs_list_{lab}", lambda x=x, y=y, z=z: gs(TwoOut())(x, y, z, [f32(1.0, 2.0), f32(3.0, 4.0), f32(5.0)]))
    case(f"t_gs_f16sens_{lab}", lambda x=x, y=y, z=z: gs(TwoOut())(
        x, y, z, (Tensor(np.array([1, 2], np.float16)), f32(3.0, 4.0), f32(5.0))))
    case(f"t_g0s_{lab}", lambda x=x, y=y, z=z: g0s(TwoOut())(x, y, z, (f32(1.0, 2.0), f32(3.0, 4.0), f32(5.0))))
    case(f"t_gls_{lab}", lambda x=x, y=y, z=z: (lambda net: gls(net, net.trainable_params())(
        x, y, z, (f32(1.0, 2.0), f32(0.0, 0.0), f32(0.0))))(TwoOut()))
    case(f"t_msgrad_aux_{lab}", lambda x=x, y=y, z=z: ms.grad(TwoOut(), (0, 1, 2), has_aux=True)(x, y, z))
    case(f"t_vg_aux_{lab}", lambda x=x, y=y, z=z: ms.value_and_grad(TwoOut(), (0, 2), has_aux=True)(x, y, z))
    case(f"t_vg_aux_w_{lab}", lambda x=x, y=y, z=z: (lambda net: ms.value_and_grad(
        net, None, net.trainable_params(), has_aux=True)(x, y, z))(TwoOut()))
    case(f"t_msgrad_2_{lab}", lambda x=x, y=y, z=z: ms.grad(TwoOut(), 2)(x, y, z))
    case(f"t_msgrad_t2_{lab}", lambda x=x, y=y, z=z: ms.grad(TwoOut(), (2,))(x, y, z))


def only_first(x, y, z):
    a, b, c = TwoOut()(x, y, z)
    return a.sum()


for lab, x, y, z in [("lt", f32(1.0, 1.0), f32(5.0, 5.0), Tensor(np.array([[1, 2]], np.int32))),
                     ("ge", f32(9.0, 9.0), f32(1.0, 1.0), Tensor(np.zeros((0, 3), np.float16)))]:
    case(f"o_msgrad_{lab}", lambda x=x, y=y, z=z: ms.grad(only_first, (0, 1, 2))(x, y, z))
    case(f"o_jit_msgrad_{lab}", lambda x=x, y=y, z=z: ms.grad(ms.jit(only_first), (0, 1, 2))(x, y, z))
    case(f"o_vg_{lab}", lambda x=x, y=y, z=z: ms.value_and_grad(only_first, (0, 1, 2))(x, y, z))


class Zero(nn.Cell):
    def construct(self, x, y, n):
        s = x * 0
        for i in range(n):
            s = s + x * y
        while n < 0:
            s = s - y
            n = n + 1
        return s


for lab, n in [("py0", 0), ("t0", Tensor(0, ms.int32)), ("t2", Tensor(2, ms.int32)), ("py3", 3), ("tneg", Tensor(-2, ms.int32))]:
    case(f"z_ga_{lab}", lambda n=n: ga(Zero())(f32(2.0), f32(3.0), n))
    case(f"z_msgrad_{lab}", lambda n=n: ms.grad(Zero(), (0, 1))(f32(2.0), f32(3.0), n))
    case(f"z_msgrad2_{lab}", lambda n=n: ms.grad(Zero(), (0, 1, 2))(f32(2.0), f32(3.0), n))
    case(f"z_f64_{lab}", lambda n=n: ga(Zero())(Tensor(np.array([2.0], np.float64)), f32(3.0), n))
