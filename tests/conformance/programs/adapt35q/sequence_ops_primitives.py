"""`mindspore.ops.operations._sequence_ops` primitives msgraph lacked (found by the adapt35q sweep of st
ops/dynamic_sequence): InSequence, sequence_len, SequenceZerosLike, ListAppend, ListInsert, make_range and the list
comparisons, on constant, mutable and dynamic-length sequences (msgraph: AttributeError).  make_range in PyNative
runs MindSpore's Python body (a `range`, `delta` required); in graph code it is a tuple, a zero step its
RuntimeError.  ListAppend in PyNative gives a mutable number back as a plain int."""
import mindspore as ms
from mindspore import nn, mutable
from mindspore.ops.operations import _sequence_ops as S
from _conf import emit_error


class P1(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.p = prim

    def construct(self, *a):
        return self.p(*a)


def W(v, w):
    return v if w == "c" else mutable(v) if w == "m" else mutable(v, True)


for w in ("c", "m", "d"):
    emit_error("in_int_" + w, lambda w=w: P1(S.InSequence())(2, W((1, 2, 3), w)))
    emit_error("in_miss_" + w, lambda w=w: P1(S.InSequence())(5, W((1, 2, 3), w)))
    emit_error("len_" + w, lambda w=w: P1(S.sequence_len())(W((1, 2, 3), w)))
    emit_error("len_list_" + w, lambda w=w: P1(S.sequence_len())(W([1.5, 2.5], w)))
    emit_error("zeros_like_int_" + w, lambda w=w: P1(S.SequenceZerosLike())(W((1, 2, 3), w)))
    emit_error("zeros_like_float_" + w, lambda w=w: P1(S.SequenceZerosLike())(W((1.5, -2.0), w)))
    emit_error("zeros_like_list_" + w, lambda w=w: P1(S.SequenceZerosLike())(W([4, 5], w)))
    emit_error("append_" + w, lambda w=w: P1(S.ListAppend())(W([1, 2], w), 3))
    emit_error("append_mutable_" + w, lambda w=w: P1(S.ListAppend())(W([1, 2], w), mutable(3)))
    emit_error("insert_" + w, lambda w=w: P1(S.ListInsert())(W([1, 2], w), 0, 9))
    emit_error("insert_neg_" + w, lambda w=w: P1(S.ListInsert())(W([1, 2, 3], w), -1, 9))
    emit_error("insert_big_" + w, lambda w=w: P1(S.ListInsert())(W([1, 2], w), 10, 9))
    emit_error("list_lt_" + w, lambda w=w: P1(S.list_lt())(W([1, 2], w), W([1, 3], w)))
    emit_error("list_le_" + w, lambda w=w: P1(S.list_le())(W([1, 2], w), W([1, 2], w)))
    emit_error("list_gt_" + w, lambda w=w: P1(S.list_greater_than())(W([2, 2], w), W([1, 3], w)))
    emit_error("list_ge_" + w, lambda w=w: P1(S.list_greater_equal())(W([1, 2], w), W([1, 2, 0], w)))
emit_error("range3", lambda: tuple(P1(S.make_range())(1, 7, 2)))
emit_error("range2", lambda: tuple(P1(S.make_range())(1, 4)))
emit_error("range_mutable", lambda: tuple(P1(S.make_range())(mutable(1), mutable(5), 2)))
emit_error("range_neg", lambda: tuple(P1(S.make_range())(5, 0, -2)))
emit_error("range_empty", lambda: tuple(P1(S.make_range())(5, 1, 1)))
emit_error("range_zero", lambda: P1(S.make_range())(0, 5, 0))
