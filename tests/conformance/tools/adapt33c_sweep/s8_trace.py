"""compiler/trace variants: ms.jit(capture_mode="trace") functions and construct methods over dtypes, tuple/list
inputs (mutable and not), Python control flow on Tensor values (frozen at the first trace?), second calls with other
values / shapes / dtypes, returning inputs, constants, None, scalars, gradients of traced functions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


@jit(capture_mode="trace")
def t_add(x, y, z):
    return x + y * z


case("add_int", lambda: t_add(Tensor(1), Tensor(2), Tensor(3)))
case("add_int_again", lambda: t_add(Tensor(4), Tensor(5), Tensor(6)))
case("add_f32", lambda: t_add(f32(1.5), f32(2.0), f32(-1.0)))
case("add_shape", lambda: t_add(f32(1.5, 2.5), f32(2.0, 1.0), f32(-1.0, 3.0)))
case("add_mixed", lambda: t_add(Tensor(1), f32(2.0), Tensor(np.array(3, np.int8))))


@jit(capture_mode="trace")
def t_branch(x):
    if x.sum() > 0:
        return x * 2
    return x - 100


case("branch_pos", lambda: t_branch(f32(1.0, 2.0)))
case("branch_neg_second", lambda: t_branch(f32(-1.0, -2.0)))


@jit(capture_mode="trace")
def t_loop(x, n):
    for _ in range(n):
        x = x * 2
    return x


case("loop_3", lambda: t_loop(f32(1.0), 3))
case("loop_1", lambda: t_loop(f32(1.0), 1))


@jit(capture_mode="trace")
def t_seq(inputs):
    x, y, z = inputs
    return x, y, z, x + y + z


case("seq_tuple", lambda: t_seq((Tensor(1), Tensor(2), Tensor(3))))
case("seq_list_mutable", lambda: t_seq(ms.mutable([Tensor(1), Tensor(2), Tensor(3)])))
case("seq_tuple_mutable_f", lambda: t_seq(ms.mutable((f32(1.0), f32(2.0), f32(3.5)))))


@jit(capture_mode="trace")
def t_addn(inputs):
    return ops.addn(inputs), inputs


case("addn_tuple", lambda: t_addn((Tensor(1), Tensor(2), Tensor(3))))
case("addn_list", lambda: t_addn(ms.mutable([f32(1.0), f32(2.0)])))


@jit(capture_mode="trace")
def t_const(x):
    a = Tensor(2)
    return x + a, a, 5, None, "s"


case("const_out", lambda: t_const(Tensor(1)))
case("const_out_f", lambda: t_const(f32(1.5)))


class TNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = Tensor(1)
        self.w = ms.Parameter(f32(2.0), name="w")

    @jit(capture_mode="trace")
    def construct(self, x, y):
        z = x + self.k
        z = z * y * self.w
        return z


tn = TNet()
case("cell_trace", lambda: tn(Tensor(1), Tensor(3)))
case("cell_trace_f", lambda: tn(f32(1.0), f32(3.0)))
case("cell_trace_grad", lambda: ms.grad(tn, grad_position=(0, 1))(f32(1.0, 2.0), f32(3.0, 4.0)))
case("cell_trace_grad_w", lambda: ms.grad(tn, grad_position=None, weights=tn.w)(f32(1.0, 2.0), f32(3.0, 4.0)))
case("fn_trace_grad", lambda: ms.grad(t_add, grad_position=(0, 1, 2))(f32(1.0), f32(2.0), f32(3.0)))


@jit(capture_mode="trace")
def t_getitem(x):
    return x[0], x[1:], x[-1]


case("getitem", lambda: t_getitem(f32(1.0, 2.0, 3.0)))


@jit(capture_mode="trace")
def t_kw(x, y=2, *, z=3):
    return x * y + z


case("kw_default", lambda: t_kw(f32(1.0)))
case("kw_given", lambda: t_kw(f32(1.0), f32(3.0), z=f32(1.0)))


@jit(capture_mode="trace")
def t_empty():
    return Tensor(3) * 2


case("empty_input", lambda: t_empty())


@jit(capture_mode="trace")
def t_dict(d):
    return d["a"] + d["b"]


case("dict_input", lambda: t_dict({"a": f32(1.0), "b": f32(2.0)}))


@jit(capture_mode="trace")
def t_nested(x):
    return t_add(x, x, x) * 2


case("nested_trace", lambda: t_nested(f32(1.0, 2.0)))


@jit
def ast_outer(x):
    return t_add(x, x, x) + 1


case("ast_calls_trace", lambda: ast_outer(f32(1.0, 2.0)))


@jit(capture_mode="trace")
def t_inplace(x):
    x[0] = 5
    return x


case("setitem", lambda: t_inplace(f32(1.0, 2.0)))


@jit(capture_mode="trace")
def t_scalar(x, s):
    return x * s


case("scalar_arg", lambda: t_scalar(f32(1.0, 2.0), 3))
case("scalar_arg_again", lambda: t_scalar(f32(1.0, 2.0), 4))
case("scalar_arg_float", lambda: t_scalar(f32(1.0, 2.0), 0.5))
