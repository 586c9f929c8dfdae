"""Python run at compile time on constants raises the class Python raises (MindSpore re-raises it)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error


class Pop(nn.Cell):
    def construct(self, x):
        a = [1, 2, 3]
        a.pop(5)
        return x


class GetMissing(nn.Cell):
    def construct(self, x):
        a = (1, 2)
        return getattr(a, "nothing")


class IntOfText(nn.Cell):
    def construct(self, x):
        return x + int("abc")


class Index(nn.Cell):
    def construct(self, x):
        a = [1, 2, 3]
        return x + a.index(7)


class Fine(nn.Cell):
    def construct(self, x):
        a = [1, 2, 3]
        a.pop(1)
        return x + int("4") + a.index(3)


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("no_error", Fine()(x))
emit_error("list_pop_out_of_range", Pop(), x)
emit_error("getattr_missing", GetMissing(), x)
emit_error("int_of_text", IntOfText(), x)
emit_error("list_index_missing", Index(), x)
