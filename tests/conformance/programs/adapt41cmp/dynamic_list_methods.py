"""List methods on a DYNAMIC-LENGTH list in graph code (``mutable([...], True)`` passed to a Cell or made in
construct; st ops/dynamic_sequence test_dynamic_list_append / test_dynamic_list_insert and graph_syntax/list
test_list_pop / test_list_extend, adapted): MindSpore 2.10 refuses ``pop`` / ``pop(i)`` / ``reverse`` ("Can not
get size for dynamic length sequence") and ``extend`` ("ListExtend does not support dynamic length list."), both
RuntimeErrors, and ``insert`` of an item of another abstract type (a number into a list of Tensors) is its TypeError,
as ``append``'s; msgraph ran them as Python list methods.  A fixed-length mutable list and a plain list run them.
PyNative: Python's list methods."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from _conf import emit_error


class Pop(nn.Cell):
    def construct(self, s):
        y = s.pop()
        return s, y


class Pop0(nn.Cell):
    def construct(self, s):
        y = s.pop(0)
        return s, y


class Ext(nn.Cell):
    def construct(self, s):
        s.extend([4])
        return s


class Rev(nn.Cell):
    def construct(self, s):
        s.reverse()
        return s


class Ins(nn.Cell):
    def construct(self, s):
        s.insert(0, 9)
        return s


class App(nn.Cell):
    def construct(self, s):
        s.append(9)
        return s


class Made(nn.Cell):
    def construct(self, x):
        s = mutable([1, 2, 3], True)
        s.pop()
        return s


def T():
    return [Tensor(np.ones(2, np.float32)), Tensor(np.zeros(2, np.float32))]


for nm, mk in (("dyn", lambda: mutable([1, 2, 3], True)), ("fixed", lambda: mutable([1, 2, 3])),
               ("plain", lambda: [1, 2, 3]), ("dyn_tensors", lambda: mutable(T(), True))):
    for cn, C in (("pop", Pop), ("pop0", Pop0), ("extend", Ext), ("reverse", Rev), ("insert", Ins), ("append", App)):
        emit_error(f"{cn}.{nm}", lambda: C()(mk()))
emit_error("made_in_construct", lambda: Made()(Tensor(1)))
