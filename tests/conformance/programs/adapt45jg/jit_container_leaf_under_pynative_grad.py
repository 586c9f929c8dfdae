"""adapt45jg: the inputs of a PyNative gradient passed to an ``@ms.jit`` function inside a plain tuple / list / dict
are constants of its graph: MindSpore 2.10's PyNative gives them zero gradients (measured).  A container that also
holds a Tensor computed on the tape is differentiated whole (the input beside it too), as is an ``ms.mutable``
container; a Tensor passed directly or by keyword gets its gradient.  msgraph ran the function's Python on the tape and gave the leaves their gradients (silent)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


@ms.jit
def j_pair(t):
    return t[0] * t[1]


@ms.jit
def j_dict(d):
    return d["p"] * d["q"]


@ms.jit
def j_kw(x, *, s=None):
    return x * s


emit("tuple_of_inputs", ms.grad(lambda x, y: j_pair((x, y)).sum(), grad_position=(0, 1))(X, Y))
emit("list_of_inputs", ms.grad(lambda x, y: j_pair([x, y]).sum(), grad_position=(0, 1))(X, Y))
emit("dict_of_inputs", ms.grad(lambda x, y: j_dict({"p": x, "q": y}).sum(), grad_position=(0, 1))(X, Y))
emit("tuple_of_computed", ms.grad(lambda x, y: j_pair((x * 3, y + 0)).sum(), grad_position=(0, 1))(X, Y))
emit("tuple_of_computed_and_input", ms.grad(lambda x, y: j_pair((x * 3, y)).sum(), grad_position=(0, 1))(X, Y))
emit("dict_of_input_and_computed", ms.grad(lambda x, y: j_dict({"p": x, "q": y * 1}).sum(), grad_position=(0, 1))(X, Y))
emit("mutable_tuple_of_inputs", ms.grad(lambda x, y: j_pair(ms.mutable((x, y))).sum(), grad_position=(0, 1))(X, Y))
emit("keyword_input", ms.grad(lambda x, y: j_kw(x, s=y).sum(), grad_position=(0, 1))(X, Y))
