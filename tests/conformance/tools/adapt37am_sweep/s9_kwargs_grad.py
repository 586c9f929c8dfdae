"""construct_input (outermost input) variants: gradients through **kwargs / keyword-only / *args + **kwargs
constructs, GradOperation(get_all) and ms.grad(grad_position) with keyword inputs, scalar and int-Tensor kwargs,
keyword order, a grad net forwarding *args / **kwargs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class KwOnly(nn.Cell):
    def construct(self, **kwargs):
        return kwargs["a"] * kwargs["b"] + kwargs["a"]


class StarKw(nn.Cell):
    def construct(self, *args, **kwargs):
        return args[0] * kwargs["d"] - args[1]


class KwOnlyParams(nn.Cell):
    def construct(self, *, a, b):
        return a * a * b


class Fwd(nn.Cell):
    def __init__(self, net, **gkw):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(**gkw)

    def construct(self, *args, **kwargs):
        return self.g(self.net)(*args, **kwargs)


case("kw_getall", lambda: Fwd(KwOnly(), get_all=True)(a=f32(2.0), b=f32(3.0)))
case("kw_getall_order", lambda: Fwd(KwOnly(), get_all=True)(b=f32(3.0), a=f32(2.0)))
case("kw_first", lambda: Fwd(KwOnly())(a=f32(2.0), b=f32(3.0)))
case("kw_scalar_extra", lambda: Fwd(KwOnly(), get_all=True)(a=f32(2.0), b=f32(3.0), c=3))
case("kw_scalar_b", lambda: Fwd(KwOnly(), get_all=True)(a=f32(2.0), b=3))
case("kw_int_tensor", lambda: Fwd(KwOnly(), get_all=True)(a=Tensor(2), b=Tensor(3)))
case("starkw_getall", lambda: Fwd(StarKw(), get_all=True)(f32(1.0), f32(2.0), d=f32(4.0)))
case("starkw_first", lambda: Fwd(StarKw())(f32(1.0), f32(2.0), d=f32(4.0)))
case("starkw_extra_kw", lambda: Fwd(StarKw(), get_all=True)(f32(1.0), f32(2.0), d=f32(4.0), e=f32(5.0)))
case("kwonly_params_getall", lambda: Fwd(KwOnlyParams(), get_all=True)(a=f32(2.0), b=f32(3.0)))
case("kwonly_params_first", lambda: Fwd(KwOnlyParams())(a=f32(2.0), b=f32(3.0)))
case("msgrad_kw_pos01", lambda: ms.grad(KwOnly(), grad_position=(0, 1))(a=f32(2.0), b=f32(3.0)))
case("msgrad_kw_pos0", lambda: ms.grad(KwOnly(), grad_position=0)(a=f32(2.0), b=f32(3.0)))
case("msgrad_kw_pos1", lambda: ms.grad(KwOnly(), grad_position=1)(a=f32(2.0), b=f32(3.0)))
case("msgrad_starkw", lambda: ms.grad(StarKw(), grad_position=(0, 1))(f32(1.0), f32(2.0), d=f32(4.0)))
case("msgrad_kwonly_params", lambda: ms.grad(KwOnlyParams(), grad_position=0)(a=f32(2.0), b=f32(3.0)))
case("vg_kw", lambda: ms.value_and_grad(KwOnly(), grad_position=(0, 1))(a=f32(2.0), b=f32(3.0)))


@jit
def jit_grad_kw(a, b):
    return ops.grad(KwOnlyParams(), grad_position=0)(a=a, b=b)


case("jit_grad_kw", lambda: jit_grad_kw(f32(2.0), f32(3.0)))


class Mixed(nn.Cell):
    def construct(self, a, *args, **kwargs):
        x = a + args[0] + args[1] + kwargs["b"] + kwargs["c"] + kwargs["d"]
        return x


m = Mixed()
case("mixed_tensors", lambda: m(f32(1.0), f32(2.0), f32(3.0), b=f32(4.0), c=f32(5.0), d=f32(6.0)))
case("mixed_scalars", lambda: m(1, 2, 3, b=4, c=5, d=f32(6.0)))
case("mixed_grad_all", lambda: ops.GradOperation(get_all=True)(m)(f32(1.0), f32(2.0), f32(3.0), b=f32(4.0), c=f32(5.0), d=f32(6.0)))
case("mixed_grad_all_scalars", lambda: ops.GradOperation(get_all=True)(m)(1, f32(2.0), 3, b=4, c=f32(5.0), d=f32(6.0)))
