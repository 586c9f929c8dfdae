# In-place ops on Tensors computed inside construct (not arguments, not Parameters): later reads, and
# other names for the same Tensor, see the new value, also across Tensor if/while.  (MindSpore's Graph
# mode does not alias an item assignment through a second name; msgraph follows PyNative.)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"setitem_alias": "Graph mode does not see an item assignment through another name"}


class Local(nn.Cell):
    def construct(self, x, y):
        t = x * 1
        ops.assign_add(t, y)
        u = t
        ops.AssignSub()(u, y * 0.5)
        return t, u, x


class InIf(nn.Cell):
    def construct(self, x, y):
        t = x * 1
        if y.sum() > 0:
            ops.assign_add(t, y)
        else:
            t = t * 2
            ops.assign_sub(t, y)
        return t


class InWhile(nn.Cell):
    def construct(self, x, y):
        t = x * 1
        u = x * 0
        i = Tensor(np.array(0, np.int32))
        while i < 3:
            ops.assign_add(t, y)
            u = t * 1
            ops.assign_add(u, y)
            i = i + 1
        return t, u


class SetItemAlias(nn.Cell):
    def construct(self, x, y):
        t = x * 1
        u = t
        u[0] = 9
        for k in range(2):
            t[1] = t[1] + y[k]
        return t, u


x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
emit("local", Local()(x, y))
emit("if_then", InIf()(x, y))
emit("if_else", InIf()(x, -y))
emit("while", InWhile()(x, y))
emit("setitem_alias", SetItemAlias()(x, y))
