"""`with` on an ms.jit_class instance in graph code; any other object is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error


@ms.jit_class
class Scale:
    def __init__(self, k):
        self.k = k

    def __enter__(self):
        return self.k * 2

    def __exit__(self, exc_type, exc_value, tb):
        return False


s = Scale(3)


class Net(nn.Cell):
    def construct(self, x):
        with s as k:
            y = x * k
        return y + 1


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("enter_value", Net()(x))


@ms.jit
def made_in_graph(x):
    with Scale(5) as k:
        x = x * k
    return x


emit("instance_made_in_graph", made_in_graph(x))


class Plain:
    def __enter__(self):
        return 2

    def __exit__(self, *a):
        return False


p = Plain()


@ms.jit
def plain(x):
    with p as k:
        x = x * k
    return x


emit_error("plain_object_rejected", plain, x)
