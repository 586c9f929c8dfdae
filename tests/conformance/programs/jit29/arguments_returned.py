"""graph_jit_sweep (jit29): a compiled function or Graph-mode Cell whose whole result is one of its Tensor
arguments, unchanged, returns that object itself (``f(x) is x``; a Parameter argument comes back as that
Parameter, with its name) in MindSpore 2.10; msgraph returned a new Tensor (a Parameter's value as a Tensor).
A computed result, or an argument inside a returned tuple, is a new Tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit
from _jit29_util import xf


@ms.jit
def ident(a):
    return a


@ms.jit
def second(a, b):
    return b


@ms.jit
def in_tuple(a):
    return a, 1


@ms.jit
def doubled(a):
    return a * 2


class Ident(nn.Cell):
    def construct(self, a):
        return a


x = xf()
p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="pin")
r = ident(x)
emit("tensor_is_arg", (r is x, type(r).__name__))
r = ident(p)
emit("parameter_is_arg", (r is p, type(r).__name__, r.name))
r = ident(x)
emit("tensor_again_after_parameter", (r is x, type(r).__name__))
r = second(x, p)
emit("second_parameter", (r is p, r.name))
emit("in_tuple_new", in_tuple(p)[0] is p)
emit("computed_new", doubled(x) is x)
net = Ident()
emit("cell_parameter", net(p) is p)
emit("cell_tensor", net(x) is x)
