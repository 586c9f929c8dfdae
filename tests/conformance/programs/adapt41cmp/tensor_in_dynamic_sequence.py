"""``t in seq`` / ``t not in seq`` in graph code where seq is a DYNAMIC-LENGTH sequence of Tensors
(``mutable(tuple_or_list, True)``; st ops/dynamic_sequence test_dynamic_in_sequence with Tensor items, adapted):
MindSpore 2.10's InSequence gives a Python bool there (True / False), where a fixed-length mutable or constant
sequence gives a 0-d bool Tensor; msgraph gave the bool Tensor for both, silently.  PyNative: Python's ``in``,
whose ``==`` of 2-element Tensors is MindSpore's ValueError (ambiguous truth value), as msgraph's."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from _conf import emit, emit_error


class In(nn.Cell):
    def construct(self, v, s):
        return v in s, v not in s


class InIf(nn.Cell):
    def construct(self, v, s):
        if v in s:
            return v + 1
        return v - 1


def T(a):
    return Tensor(np.array(a, np.float32))


def TS():
    return (T([1, 2]), T([3, 4]), T([5, 6]))


for nm, mk in (("dyn_tuple", lambda: mutable(TS(), True)), ("dyn_list", lambda: mutable(list(TS()), True)),
               ("fixed", lambda: mutable(TS())), ("const", TS)):
    emit_error(f"in.{nm}", lambda: In()(T([3, 4]), mk()))
    emit_error(f"missing.{nm}", lambda: In()(T([3, 5]), mk()))
    emit_error(f"other_dtype.{nm}", lambda: In()(Tensor(np.array([3, 4], np.int32)), mk()))
    emit_error(f"if.{nm}", lambda: InIf()(T([3, 4]), mk()))
emit("done", True)
