"""_sequence_ops primitives msgraph lacked before session 35 (InSequence, TensorToList, sequence_len,
SequenceZerosLike, ListAppend, ListInsert, make_range, list comparisons), in a Cell, const / mutable / dynamic_len."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mutable
from mindspore.ops.operations import _sequence_ops as S
from _h import case


class P1(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.p = prim

    def construct(self, *a):
        return self.p(*a)


def W(v, w):
    return v if w == "c" else mutable(v) if w == "m" else mutable(v, True)


for w in ("c", "m", "d"):
    case("in_int_%s" % w, lambda w=w: P1(S.InSequence())(2, W((1, 2, 3), w)))
    case("in_miss_%s" % w, lambda w=w: P1(S.InSequence())(5, W((1, 2, 3), w)))
    case("in_float_%s" % w, lambda w=w: P1(S.InSequence())(2.0, W((1.0, 2.0), w)))
    case("in_tensor_%s" % w, lambda w=w: P1(S.InSequence())(Tensor([1.0]), W((Tensor([1.0]), Tensor([2.0])), w)))
    case("len_%s" % w, lambda w=w: P1(S.sequence_len())(W((1, 2, 3), w)))
    case("len_list_%s" % w, lambda w=w: P1(S.sequence_len())(W([1.5, 2.5], w)))
    case("zl_int_%s" % w, lambda w=w: P1(S.SequenceZerosLike())(W((1, 2, 3), w)))
    case("zl_float_%s" % w, lambda w=w: P1(S.SequenceZerosLike())(W((1.5, -2.0), w)))
    case("zl_list_%s" % w, lambda w=w: P1(S.SequenceZerosLike())(W([4, 5], w)))
    case("zl_tensor_%s" % w, lambda w=w: P1(S.SequenceZerosLike())(W((Tensor([1.0, 2.0]), Tensor([3.0, 4.0])), w)))
    case("append_%s" % w, lambda w=w: P1(S.ListAppend())(W([1, 2], w), 3))
    case("append_mut_%s" % w, lambda w=w: P1(S.ListAppend())(W([1, 2], w), mutable(3)))
    case("append_tensor_%s" % w, lambda w=w: P1(S.ListAppend())(W([Tensor([1.0])], w), Tensor([2.0])))
    case("insert_%s" % w, lambda w=w: P1(S.ListInsert())(W([1, 2], w), 0, 9))
    case("insert_neg_%s" % w, lambda w=w: P1(S.ListInsert())(W([1, 2, 3], w), -1, 9))
    case("insert_big_%s" % w, lambda w=w: P1(S.ListInsert())(W([1, 2], w), 10, 9))
    case("t2l_%s" % w, lambda w=w: P1(S.TensorToList())(Tensor(np.array([1.5, 2.5], np.float32))))
    case("list_lt_%s" % w, lambda w=w: P1(S.list_lt())(W([1, 2], w), W([1, 3], w)))
    case("list_le_%s" % w, lambda w=w: P1(S.list_le())(W([1, 2], w), W([1, 2], w)))
    case("list_gt_%s" % w, lambda w=w: P1(S.list_greater_than())(W([2, 2], w), W([1, 3], w)))
    case("list_ge_%s" % w, lambda w=w: P1(S.list_greater_equal())(W([1, 2], w), W([1, 2, 0], w)))
case("t2l_int", lambda: P1(S.TensorToList())(Tensor(np.array([1, -2], np.int32))))
case("t2l_2d", lambda: P1(S.TensorToList())(Tensor(np.ones((2, 2), np.float32))))
case("range3", lambda: P1(S.make_range())(1, 7, 2))
case("range2", lambda: P1(S.make_range())(1, 4))
case("range_mut", lambda: P1(S.make_range())(mutable(1), mutable(5), 2))
case("range_neg", lambda: P1(S.make_range())(5, 0, -2))
case("range_zero", lambda: P1(S.make_range())(0, 5, 0))
case("range_float", lambda: P1(S.make_range())(0, 2.5, 1))
case("range_empty", lambda: P1(S.make_range())(5, 1, 1))
