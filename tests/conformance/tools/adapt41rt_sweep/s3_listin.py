"""Graph-mode list/dict inputs mutated inside construct/jit (test_runtime_output.py's NetValueNodeWithDepend):
does the caller's object change?"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit, mutable
from _h import case


class SetNested(nn.Cell):
    def construct(self, x):
        out = x[1]
        out[1] = 0
        return out


class SetTop(nn.Cell):
    def construct(self, x):
        x[0] = 9
        return x


class Append(nn.Cell):
    def construct(self, x):
        x.append(7)
        return len(x)


class DictSet(nn.Cell):
    def construct(self, d):
        d["a"] = 5
        return d["a"]


class TensorList(nn.Cell):
    def construct(self, x):
        x[0] = x[0] + 1
        return x[0]


@jit
def jit_set(x):
    x[0] = 9
    return x


for name, cls, mk in (("set_nested", SetNested, lambda: [[1, 2, 3, 4], [5, 6, 7, 8]]),
                      ("set_top", SetTop, lambda: [1, 2, 3]),
                      ("append", Append, lambda: [1, 2]),
                      ("dict_set", DictSet, lambda: {"a": 1, "b": 2}),
                      ("tensor_list", TensorList, lambda: [Tensor(1.0), Tensor(2.0)])):
    def run(cls=cls, mk=mk):
        arg = mk()
        r = cls()(arg)
        return r, arg
    case(name, run)


def _jit_set():
    a = [1, 2, 3]
    r = jit_set(a)
    return r, a, r is a


case("jit_set_top", _jit_set)


def _ret_same():
    class R(nn.Cell):
        def construct(self, x):
            return x
    a = [1, 2]
    r = R()(a)
    return r, type(r).__name__, r is a


case("ret_list_input", _ret_same)


def _mutable_list():
    a = mutable([Tensor(1.0), Tensor(2.0)])
    r = TensorList()(a)
    return r, a


case("mutable_tensor_list", _mutable_list)
