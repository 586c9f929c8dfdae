# A list passed to a Cell and mutated through an alias (l2 = l1; l2.append(...)): the change is
# visible through l1 and to the caller in PyNative; MindSpore's Graph mode loses it (msgraph
# follows PyNative).
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

FOLLOW_PYNATIVE = {"len_inside": "Graph mode does not see an append through an alias of a list argument",
                   "len_after": "Graph mode does not write list changes back to the caller",
                   "setitem_after": "Graph mode does not write list changes back to the caller",
                   "append_after": "Graph mode does not write list changes back to the caller"}


class LCell(nn.Cell):
    def construct(self, l1):
        l2 = l1
        l2.append(Tensor([3.0]))
        return len(l1)


class SetItemCell(nn.Cell):
    def construct(self, l, x):
        l[0] = x * 2
        return x


class AppendCell(nn.Cell):
    def construct(self, l, x):
        l.append(x * 2)
        return x


l = [Tensor([1.0])]
emit("len_inside", LCell()(l))
emit("len_after", len(l))
l = [Tensor(np.array([1.0], np.float32))]
SetItemCell()(l, Tensor(np.array([2.0], np.float32)))
emit("setitem_after", l)
l = [Tensor(np.array([1.0], np.float32))]
AppendCell()(l, Tensor(np.array([2.0], np.float32)))
emit("append_after", l)
