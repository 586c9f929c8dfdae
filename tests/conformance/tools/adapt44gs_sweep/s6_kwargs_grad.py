"""construct_input variants: keyword arguments of the outermost Cell / jit function under gradients (GradOperation
get_all / get_by_list / sens_param, ms.grad grad_position, value_and_grad), *args / **kwargs / keyword-only
forms with Tensor and scalar values, Cells and tuples of Cells as inputs, and what comes back (None, dicts, nested
tuples, scalars, empty tuples)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _h import case

A = Tensor(np.array([1.0, 2.0], np.float32))
B = Tensor(np.array([3.0, -1.0], np.float32))
C = Tensor(np.array([0.5, 4.0], np.float32))


class KwOnly(nn.Cell):
    def construct(self, *, a, b):
        return a * b


class KwAll(nn.Cell):
    def construct(self, **kwargs):
        return kwargs["a"] * kwargs["b"] + kwargs["c"]


class Mixed(nn.Cell):
    def construct(self, a, *args, **kwargs):
        return a * args[0] - kwargs["d"] * 2


class PosKw(nn.Cell):
    def construct(self, a, b=None, c=2.0):
        if b is None:
            return a * c
        return a * b * c


class WithP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, a, *, b):
        return a * self.w + b


class GO(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(**kw)

    def construct(self, *args, **kwargs):
        return self.g(self.net)(*args, **kwargs)


class GOParams(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(**kw)
        self.ps = net.trainable_params()

    def construct(self, *args, **kwargs):
        return self.g(self.net, self.ps)(*args, **kwargs)


class Ret(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, x):
        if self.kind == "none":
            return None
        if self.kind == "none_tuple":
            return x, None
        if self.kind == "dict":
            return {"a": x, "b": x * 2}
        if self.kind == "nested":
            return (x, (x + 1, [x * 2, 3]))
        if self.kind == "scalar":
            return 3
        if self.kind == "str":
            return "s"
        if self.kind == "empty":
            return ()
        if self.kind == "dict_nested":
            return {"a": (x, 1), "b": {"c": x}}
        return x


class Holder(nn.Cell):
    def construct(self, net, x):
        return net(x) * 2


class TupHolder(nn.Cell):
    def construct(self, nets, x):
        return nets[0](x) + nets[1](x)


class Sq(nn.Cell):
    def construct(self, x):
        return x * x


case("kwonly_fwd", lambda: KwOnly()(a=A, b=B))
case("kwonly_grad_first", lambda: GO(KwOnly())(a=A, b=B))
case("kwonly_grad_all", lambda: GO(KwOnly(), get_all=True)(a=A, b=B))
case("kwall_grad_first", lambda: GO(KwAll())(a=A, b=B, c=C))
case("kwall_grad_all", lambda: GO(KwAll(), get_all=True)(a=A, b=B, c=C))
case("kwall_grad_all_scalar_c", lambda: GO(KwAll(), get_all=True)(a=A, b=B, c=2))
case("kwall_grad_all_order", lambda: GO(KwAll(), get_all=True)(c=C, b=B, a=A))
case("kwall_sens", lambda: GO(KwAll(), get_all=True, sens_param=True)(A, a=A, b=B, c=C) if False else
     GO(KwAll(), sens_param=True)(a=A, b=B, c=C))
case("mixed_grad_first", lambda: GO(Mixed())(A, B, d=C))
case("mixed_grad_all", lambda: GO(Mixed(), get_all=True)(A, B, d=C))
case("mixed_grad_all_extra", lambda: GO(Mixed(), get_all=True)(A, B, C, d=C, e=A))
case("mixed_grad_scalar_args", lambda: GO(Mixed(), get_all=True)(A, 2, d=C))
case("poskw_grad_all_kw", lambda: GO(PosKw(), get_all=True)(A, b=B))
case("poskw_grad_all_kw_c", lambda: GO(PosKw(), get_all=True)(A, b=B, c=3.0))
case("poskw_grad_all_none", lambda: GO(PosKw(), get_all=True)(A))
case("poskw_grad_all_c_tensor", lambda: GO(PosKw(), get_all=True)(A, c=C))
case("withp_grad_params", lambda: GOParams(WithP(), get_by_list=True)(A, b=B))
case("withp_grad_both", lambda: GOParams(WithP(), get_by_list=True, get_all=True)(A, b=B))
case("ms_grad_kwonly", lambda: ms.grad(KwOnly(), grad_position=None, weights=None)(a=A, b=B))
case("ms_grad_poskw", lambda: ms.grad(PosKw(), grad_position=(0, 1))(A, B))
case("ms_grad_poskw_kw", lambda: ms.grad(PosKw(), grad_position=0)(A, b=B, c=C))
case("ms_vg_mixed", lambda: ms.value_and_grad(Mixed(), grad_position=(0, 1))(A, B, d=C))
case("ms_vg_withp", lambda: ms.value_and_grad(WithP(), grad_position=0, weights=WithP().trainable_params())(A, b=B))
for k in ("none", "none_tuple", "dict", "nested", "scalar", "str", "empty", "dict_nested", "plain"):
    case(f"ret_{k}", lambda k=k: Ret(k)(A))
for k in ("none_tuple", "dict", "nested", "dict_nested"):
    case(f"ret_grad_{k}", lambda k=k: ops.GradOperation()(Ret(k))(A))
case("holder_cell", lambda: Holder()(Sq(), A))
case("tupholder_cells", lambda: TupHolder()((Sq(), Sq()), A))
case("holder_grad", lambda: ops.GradOperation()(Holder())(Sq(), A))
case("empty_tuple_in", lambda: Ret("plain")(()))
case("jit_kwargs_grad", lambda: ms.jit(GO(KwAll(), get_all=True).construct)(a=A, b=B, c=C))
