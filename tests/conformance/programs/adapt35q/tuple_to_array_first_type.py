"""`ops.tuple_to_array` / `ops.TupleToArray` with bools and mixed numbers (found by the adapt35q sweep of st
ops/dynamic_sequence): the function picks int32 when the first element is an int or a bool, else float32; PyNative
casts the rest to it ((2, 1.5) -> Int32 [2, 1]), Graph mode's TupleToTensor asks for one element type (TypeError).
The Primitive asks for one type in both modes; bools alone are Int32 [1, 0].  msgraph had refused bools and made
(2, 1.5) Float32 [2, 1.5]."""
import mindspore as ms
from mindspore import nn, ops, mutable
from _conf import emit, emit_error


class ToArray(nn.Cell):
    def construct(self, s):
        return ops.tuple_to_array(s)


class ToArrayPrim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.TupleToArray()

    def construct(self, s):
        return self.op(s)


class Consts(nn.Cell):
    def construct(self):
        return ops.tuple_to_array((True, False, True)), ops.tuple_to_array((3, -1)) * 2


CASES = {"bools": (True, False), "float_int": (1.5, 2), "int_float": (2, 1.5), "bool_float": (True, 2.5),
         "int_bool": (1, True), "float_bool_int": (2.5, True, -3), "ints": (4, -5, 6), "neg_float": (-1, -2.5)}
for name, seq in CASES.items():
    emit_error("fn_" + name, lambda seq=seq: ToArray()(seq))
for name in ("bools", "ints", "int_float", "int_bool"):
    emit_error("prim_" + name, lambda name=name: ToArrayPrim()(CASES[name]))
emit_error("fn_mutable_bools", lambda: ToArray()(mutable((True, False))))
emit_error("fn_mutable_ints", lambda: ToArray()(mutable((1, -2))))
emit_error("consts", lambda: Consts()())
emit_error("range", lambda: ops.tuple_to_array(range(1, 4)))
