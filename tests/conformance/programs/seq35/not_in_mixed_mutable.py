"""`v not in s` in graph code where s is a mutable tuple of numbers of several types (adapt35q "Left"): MindSpore
2.10 gives a 0-d bool Tensor, while `v in s` stays a Python bool (a constant mixed tuple or a mutable tuple of one
number type: Python bools for both).  msgraph gave Python bools."""
from mindspore import nn, mutable
from _conf import emit_error

MODES = ("graph",)


class InNotIn(nn.Cell):
    def construct(self, s, v):
        return v not in s, v in s


class Literal(nn.Cell):
    def construct(self, s):
        return 2 not in s, 2 in s, 7 not in s


emit_error("mixed_const_2", lambda: InNotIn()(mutable((1, 2.5, True)), 2))
emit_error("mixed_const_1", lambda: InNotIn()(mutable((1, 2.5, True)), 1))
emit_error("mixed_mutable_2", lambda: InNotIn()(mutable((1, 2.5, True)), mutable(2)))
emit_error("mixed_mutable_1", lambda: InNotIn()(mutable((1, 2.5, True)), mutable(1)))
emit_error("mixed_literal", lambda: Literal()(mutable((1, 2.5, True))))
emit_error("ints_2", lambda: InNotIn()(mutable((1, 2, 3)), 2))
emit_error("ints_5", lambda: InNotIn()(mutable((1, 2, 3)), 5))
emit_error("floats", lambda: InNotIn()(mutable((1.5, 2.5)), 2.5))
emit_error("ints_literal", lambda: Literal()(mutable((1, 2, 3))))
emit_error("constant_mixed", lambda: InNotIn()((1, 2.5, True), 2))
emit_error("dynamic_len_ints", lambda: InNotIn()(mutable((1, 2, 3), dynamic_len=True), 2))
emit_error("mixed_list", lambda: InNotIn()(mutable([1, 2.5, True]), 2))
emit_error("int_float_found", lambda: InNotIn()(mutable((1, 2.5)), 2.5))
