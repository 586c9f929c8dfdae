"""Tensor.item() in a Cell: the one element of a 0-d or (1,) Tensor as a Python number (usable in
arithmetic); more than one element is a ValueError (MindSpore 2.10, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Item(nn.Cell):
    def construct(self, x):
        y = x.item()
        return y, y * 2


def check(label, fn, *args):
    emit_error(label, fn, *args)
    ms.runtime.synchronize()


emit("item_vector_1", Item()(Tensor(np.array([3.5], np.float32))))
emit("item_0d_int", Item()(Tensor(np.array(4, np.int32))))
check("item_many_elements", Item(), Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
