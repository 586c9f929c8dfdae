import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def all_tensor_kwargs(x, y):
    return "hello {name2},It's me, {name1}".format(name2=x, name1=y)


@jit
def one_tensor_kwarg(x, y):
    return "hello {name2},It's me, {name1}".format(name2=1, name1=y)


@jit
def constant_kwargs(x, y):
    return "hello {name2},It's me, {name1}".format(name2=1, name1=2)


@jit
def positional_tensor(x, y):
    return "hello {}, {name1}".format(x, name1=2)


x, y = Tensor(np.array([0])), Tensor(np.array([1]))
emit_error("all_tensor_kwargs", all_tensor_kwargs, x, y)
emit_error("one_tensor_kwarg", one_tensor_kwarg, x, y)
emit("constant_kwargs", constant_kwargs(x, y))
emit("positional_tensor", positional_tensor(x, y))
