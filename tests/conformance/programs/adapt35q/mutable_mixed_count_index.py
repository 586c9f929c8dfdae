"""`count` / `index` of a mutable tuple (not dynamic-length) of numbers of several types in graph code (found by the
adapt35q sweep of st ops/dynamic_sequence): MindSpore 2.10 uses Python's equality there
(`mutable((1, 2.5, True, 4)).count(1)` is 2, `.index(True)` 0, a missing value Python's ValueError "tuple.index(x):
x not in tuple"), while a constant tuple compares types (1 and 2).  msgraph compared types for both."""
from mindspore import nn, mutable
from _conf import emit_error

MODES = ("graph",)


class Count(nn.Cell):
    def construct(self, s):
        return s.count(1), s.count(True), s.count(2.5), s.count(4.0)


class Index(nn.Cell):
    def construct(self, s):
        return s.index(True), s.index(1.0), s.index(4)


class Missing(nn.Cell):
    def construct(self, s):
        return s.index(99)


SEQ = (1, 2.5, True, 4)
emit_error("count_mutable", lambda: Count()(mutable(SEQ)))
emit_error("count_const", lambda: Count()(SEQ))
emit_error("index_mutable", lambda: Index()(mutable(SEQ)))
emit_error("index_const", lambda: Index()(SEQ))
emit_error("missing_mutable", lambda: Missing()(mutable(SEQ)))
emit_error("count_mutable_int_bool", lambda: Count()(mutable((True, 1, 0))))
