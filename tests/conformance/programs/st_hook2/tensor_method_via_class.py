# Graph code calling a Tensor method through the class: Tensor.add(x, y) on Tensors is x.add(y); on
# another kind of first argument it is a TypeError (MindSpore's methods are C++ descriptors).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("graph",)


@ms.jit
def add(x, y):
    return Tensor.add(x, y)


@ms.jit
def all_kw(x):
    return Tensor.all(x, keep_dims=True)


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("tensors", add(x, Tensor(np.array([3.0, 4.0], np.float32))))
emit("tensor_and_number", add(x, 2))
emit("all_tensor", all_kw(Tensor(np.array([[True, False]]))))
emit_error("lists", lambda: add([1], [2]))
emit_error("int_self", lambda: all_kw(1))
