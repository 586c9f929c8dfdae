"""MindSpore's sequence primitives (ops.operations._sequence_ops) and scalar/tuple functions on tuples, mutable
tuples and mutable ints (st tests/st/ops/dynamic_sequence): slice/range/count with mutable bounds, tuple_equal's
type-sensitive comparison, a returned range(), TensorToScalar/TensorToTuple as Python numbers, and
GradOperation(get_all=True)'s zero gradients of mutable numbers in Graph mode."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mutable, nn, ops
from mindspore.ops import functional as F
from mindspore.ops.composite import GradOperation
from mindspore.ops.composite.multitype_ops.zeros_like_impl import zeros_like
from mindspore.ops.operations import _sequence_ops as S
from _conf import emit

MODES = ("graph",)   # the st tests run these in Graph mode (MindSpore's PyNative has no kernels for several)


class Prim(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, *args):
        return self.prim(*args)


class Slice(nn.Cell):
    def construct(self, x, a, b, c):
        return x[a:b:c]


class Range(nn.Cell):
    def construct(self, x, y, z):
        return range(x, y, z)


class Funcs(nn.Cell):
    def construct(self, x, i, v):
        return F.tuple_setitem(x, i, v), F.shape_mul(x), F.scalar_usub(v), F.scalar_uadd(v), zeros_like(x)


class Scalars(nn.Cell):
    def construct(self, t, s):
        return S.TensorToTuple()(t), S.TensorToScalar()(s)


class Mul(nn.Cell):
    def construct(self, x, n, t):
        return x * n * t[0]


seq = mutable((1, 2, 3, 3, 2, 3), True)
emit("seq_add", Prim(S.SequenceAdd())(mutable((1, 2, 3), True), mutable((4, 5), True)))
emit("seq_add_offset", Prim(S.SequenceAddOffset())(mutable((1, 2, 3), True), mutable((4, 5), True)))
emit("seq_count_mutable", Prim(S.SequenceCount())(seq, mutable(3)))
emit("seq_index_mutable", Prim(S.SequenceIndex())(seq, mutable(3), 3, 6))
emit("seq_mul", Prim(S.SequenceMul())((1, 2), mutable(3)))
emit("seq_max_min", (Prim(S.SequenceMax())((3, 9, -1)), Prim(S.SequenceMin())(mutable((3, 9, -1), True))))
emit("seq_slice", Prim(S.SequenceSlice())((1, 2, 3, 4, 5, 6), 1, 5, 2))
emit("slice_mutable_bounds", Slice()(mutable((1, 2, 3, 5, 6, -45, -12, 4), True), mutable(-100), mutable(5), mutable(2)))
emit("slice_mutable_tensors", Slice()(mutable([Tensor([1]), Tensor([2]), Tensor([3])], True), 2, mutable(0), -1))
emit("range_mutable", Range()(mutable(10), mutable(40), mutable(7)))
emit("range_const", Range()(1, 9, 3))
for x, y in (((1, 2), (True, 2)), ((1, 2), (1.0, 2)), ((1, 2), (1, 2)), ((0, 5), (True, 2))):
    emit(f"tuple_cmp_{x}_{y}", (Prim(S.tuple_equal())(x, y), Prim(S.tuple_lt())(x, y), Prim(S.tuple_le())(x, y),
                                Prim(S.tuple_greater_than())(x, y), Prim(S.tuple_greater_equal())(x, y)))
emit("funcs", Funcs()((5, 5, 2), 1, 7))
emit("tensor_to_scalar", Scalars()(Tensor([1, 2, 3], ms.int64), Tensor(1.5, ms.float32)))
xs = (Tensor(np.arange(4, dtype=np.float32).reshape(2, 2)), Tensor(np.ones((2, 2), np.float32)))
emit("seq_stack_concat", (Prim(S.SequenceStack(axis=1))(mutable(xs, True)),
                          Prim(ops.auto_generate.SequenceConcat(axis=1))(mutable(xs, True))))
emit("seq_unstack", Prim(S.SequenceUnstack(axis=0))(xs[0]))
x = Tensor(np.ones(2, np.float32))
emit("grad_mutable_numbers", GradOperation(get_all=True)(Mul())(x, mutable(3), mutable((2, 3))))
emit("grad_mutable_float", GradOperation(get_all=True)(Mul())(x, mutable(3.0), mutable((2.0, 3))))
emit("grad_range_mutable", GradOperation(get_all=True, sens_param=True)(Range())(mutable(1), mutable(5), mutable(2),
                                                                                 (1, 1)))
