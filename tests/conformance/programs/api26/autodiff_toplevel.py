"""ms.jvp / ms.vjp / ms.jacfwd / ms.jacrev (MindSpore 2.10's top-level names of the ops functions): result
structures with has_aux, tuple inputs and grad_position, in PyNative and inside a Graph-mode Cell; nn.Jvp / nn.Vjp."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit
from _api26_util import call, graph_or_eager

x = Tensor(np.array([[1, 2], [3, 4]]).astype(np.float32))
y = Tensor(np.array([[1, 2], [3, 4]]).astype(np.float32))
v = Tensor(np.array([[1, 1], [1, 1]]).astype(np.float32))


def f(a, b):
    return a ** 3 + b


def f_aux(a, b):
    return a ** 3 + b, a * 2


def f_two(a, b):
    return a ** 2 + b, a * b


def jvp_one(a, b):
    return ms.jvp(f, (a, b), (v, v))


def jvp_aux(a, b):
    return ms.jvp(f_aux, (a, b), (v, v), has_aux=True)


def jvp_two(a, b):
    return ms.jvp(f_two, (a, b), (v, v))


def jvp_single(a):
    return ms.jvp(ops.sin, a, v)


def vjp_one(a, b):
    out, fn = ms.vjp(f, a, b)
    return out, fn(v)


def vjp_aux(a, b):
    out, fn, aux = ms.vjp(f_aux, a, b, has_aux=True)
    return out, fn(v), aux


def vjp_two(a, b):
    out, fn = ms.vjp(f_two, a, b)
    return out, fn(v, v)


def jacrev_0(a, b):
    return ms.jacrev(f)(a, b)


def jacrev_01(a, b):
    return ms.jacrev(f, grad_position=(0, 1))(a, b)


def jacrev_aux(a, b):
    return ms.jacrev(f_aux, grad_position=1, has_aux=True)(a, b)


def jacfwd_0(a, b):
    return ms.jacfwd(f)(a, b)


def jacfwd_two(a, b):
    return ms.jacfwd(f_two, grad_position=(0, 1))(a, b)


def jacfwd_aux(a, b):
    return ms.jacfwd(f_aux, has_aux=True)(a, b)


for name, fn in (("jvp_one", jvp_one), ("jvp_aux", jvp_aux), ("jvp_two", jvp_two), ("vjp_one", vjp_one),
                 ("vjp_aux", vjp_aux), ("vjp_two", vjp_two), ("jacrev_0", jacrev_0), ("jacrev_01", jacrev_01),
                 ("jacrev_aux", jacrev_aux), ("jacfwd_0", jacfwd_0), ("jacfwd_two", jacfwd_two),
                 ("jacfwd_aux", jacfwd_aux)):
    call(name, graph_or_eager(fn), x, y)
call("jvp_single", graph_or_eager(jvp_single), x)
emit("same_objects", [ms.jvp is ops.jvp, ms.vjp is ops.vjp, ms.jacfwd is ops.jacfwd, ms.jacrev is ops.jacrev])


class Net(nn.Cell):
    def construct(self, a, b):
        return a ** 3 + b


call("nn_jvp", nn.Jvp(Net()), x, y, (v, v))
call("nn_vjp", nn.Vjp(Net()), x, y, v)
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    call("jacrev_has_aux_int", ms.jacrev, f, 0, 1)
    call("jacfwd_position_out_of_range", ms.jacfwd(f, grad_position=2), x, y)
    call("jacrev_aux_single_output", ms.jacrev(f, has_aux=True), x, y)
    call("jvp_int_input", ms.jvp, f, 1, v)
    call("vjp_int_input", ms.vjp, f, 1, y)
    call("jvp_v_count", ms.jvp, f, (x, y), (v,))
