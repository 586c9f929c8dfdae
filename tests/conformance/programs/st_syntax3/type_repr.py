"""``type(x)`` of a Tensor prints MindSpore's class path."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, jit
from _conf import emit


@jit
def tensor_type():
    x = type(Tensor([1, 2, 3]))
    return x


emit("graph_type", str(tensor_type()))
emit("eager_type", str(type(Tensor([1]))))
emit("class_repr", repr(Tensor))
emit("is_tensor_class", tensor_type() is Tensor)
