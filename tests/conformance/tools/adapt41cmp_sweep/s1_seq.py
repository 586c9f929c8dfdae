"""st ops/dynamic_sequence variants: mutable / constant tuples and lists through Cells -- getitem, slice, max/min,
sum, count/index, in, append/insert/pop/extend, * number, +, comparisons, len, zeros_like, stack/unstack, concat,
addn, range, scalar casts, TensorToTuple, shapes; GradOperation over sequences."""
import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from mindspore.ops.composite import GradOperation
from mindspore.ops.operations import _sequence_ops as S
from _h import case


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(a, dt=np.float32):
    return Tensor(np.array(a, dtype=dt))


SEQS = {
    "ci": (1, 2, 3, 2),
    "cf": (1.5, -2.5, 3.0),
    "cmix": (1, 2.5, True),
    "cb": (True, False, True),
    "mi": lambda: mutable((1, 2, 3, 2), True),
    "mf": lambda: mutable((1.5, -2.5, 3.0), True),
    "ml": lambda: mutable([1, 2, 3, 2], True),
    "mfix": lambda: mutable((1, 2, 3, 2)),
    "e": (),
    "me": lambda: mutable((), True),
    "ml0": lambda: mutable([], True),
}


def seq(k):
    v = SEQS[k]
    return v() if callable(v) else v


class GetItem(nn.Cell):
    def construct(self, s, i):
        return s[i]


class Slice(nn.Cell):
    def construct(self, s, a, b, c):
        return s[a:b:c]


class Max(nn.Cell):
    def construct(self, s):
        return max(s)


class Min(nn.Cell):
    def construct(self, s):
        return min(s)


class Sum(nn.Cell):
    def construct(self, s):
        return sum(s)


class Count(nn.Cell):
    def construct(self, s, v):
        return s.count(v)


class Index(nn.Cell):
    def construct(self, s, v):
        return s.index(v)


class In(nn.Cell):
    def construct(self, v, s):
        return v in s, v not in s


class Len(nn.Cell):
    def construct(self, s):
        return len(s)


class Mul(nn.Cell):
    def construct(self, s, n):
        return s * n


class RMul(nn.Cell):
    def construct(self, s, n):
        return n * s


class Add(nn.Cell):
    def construct(self, a, b):
        return a + b


class Cmp(nn.Cell):
    def construct(self, a, b):
        return a == b, a != b, a < b, a <= b, a > b, a >= b


class Append(nn.Cell):
    def construct(self, s, v):
        s.append(v)
        return s


class Insert(nn.Cell):
    def construct(self, s, i, v):
        s.insert(i, v)
        return s


class Pop(nn.Cell):
    def construct(self, s, i):
        y = s.pop(i)
        return s, y


class Extend(nn.Cell):
    def construct(self, s, v):
        s.extend(v)
        return s


class Reverse(nn.Cell):
    def construct(self, s):
        s.reverse()
        return s


class ToTensor(nn.Cell):
    def construct(self, s):
        return ops.tuple_to_array(s) if isinstance(s, tuple) else Tensor(s)


for k in SEQS:
    if k in ("me", "ml0") and os.environ.get("MODE", "graph") == "graph" and k + "." in os.environ.get("ONLY", k + "."):
        continue   # after getitem, an empty dynamic-length sequence crashes MindSpore's Graph-mode process (SIGSEGV)
    for i in (0, -1, 3, -4, 5):
        case(f"getitem.{k}.{i}", lambda: GetItem()(seq(k), i))
    case(f"getitem.{k}.mut1", lambda: GetItem()(seq(k), mutable(1)))
    for a, b, c in ((None, None, -1), (1, None, None), (-2, None, None), (3, 0, -1), (0, 10, 2), (None, None, 2)):
        if k in ("me", "ml0"):
            continue   # slicing an empty dynamic-length sequence kills MindSpore's Graph-mode process (SIGSEGV)
        case(f"slice.{k}.{a}.{b}.{c}", lambda: Slice()(seq(k), a, b, c))
    if k not in ("me", "ml0"):
        case(f"slice.{k}.mut", lambda: Slice()(seq(k), mutable(1), mutable(3), mutable(1)))
    case(f"max.{k}", lambda: Max()(seq(k)))
    case(f"min.{k}", lambda: Min()(seq(k)))
    case(f"sum.{k}", lambda: Sum()(seq(k)))
    case(f"len.{k}", lambda: Len()(seq(k)))
    for v in (2, 2.0, 4, True):
        case(f"count.{k}.{v!r}", lambda: Count()(seq(k), v))
        case(f"index.{k}.{v!r}", lambda: Index()(seq(k), v))
        case(f"in.{k}.{v!r}", lambda: In()(v, seq(k)))
    for n in (0, 2, -1, True):
        case(f"mul.{k}.{n!r}", lambda: Mul()(seq(k), n))
    case(f"rmul.{k}.2", lambda: RMul()(seq(k), 2))
    case(f"mul.{k}.mut2", lambda: Mul()(seq(k), mutable(2)))
    case(f"mul.{k}.f", lambda: Mul()(seq(k), 2.0))
    for k2 in ("ci", "mi", "ml", "e"):
        case(f"add.{k}.{k2}", lambda: Add()(seq(k), seq(k2)))
        case(f"cmp.{k}.{k2}", lambda: Cmp()(seq(k), seq(k2)))
    case(f"append.{k}", lambda: Append()(seq(k), 7))
    case(f"insert.{k}.-1", lambda: Insert()(seq(k), -1, 7))
    case(f"insert.{k}.9", lambda: Insert()(seq(k), 9, 7))
    case(f"pop.{k}.-1", lambda: Pop()(seq(k), -1))
    case(f"pop.{k}.1", lambda: Pop()(seq(k), 1))
    case(f"extend.{k}", lambda: Extend()(seq(k), [8, 9]))
    case(f"extend_t.{k}", lambda: Extend()(seq(k), (8,)))
    case(f"reverse.{k}", lambda: Reverse()(seq(k)))
    case(f"totensor.{k}", lambda: ToTensor()(seq(k)))

# tensor sequences
TS = lambda: (T([1, 2]), T([3, 4]), T([5, 6]))  # noqa: E731
for nm, mk in (("const", TS), ("mut", lambda: mutable(TS())), ("mutdyn", lambda: mutable(TS(), True)),
               ("mutlist", lambda: mutable(list(TS()), True))):
    case(f"tget.{nm}.-1", lambda: GetItem()(mk(), -1))
    case(f"tget.{nm}.mut", lambda: GetItem()(mk(), mutable(1)))
    case(f"tstack.{nm}", lambda: F(ops.stack)(mk()))
    case(f"tstack1.{nm}", lambda: F(lambda s: ops.stack(s, 1))(mk()))
    case(f"tconcat.{nm}", lambda: F(ops.concat)(mk()))
    case(f"taddn.{nm}", lambda: F(ops.addn)(mk()))
    case(f"tlen.{nm}", lambda: Len()(mk()))
    case(f"tsum.{nm}", lambda: Sum()(mk()))
    case(f"tmax.{nm}", lambda: Max()(mk()))
    case(f"tzeros.{nm}", lambda: F(ops.zeros_like)(mk()))
    case(f"tslice.{nm}", lambda: Slice()(mk(), 1, None, None))
    case(f"tmul.{nm}", lambda: Mul()(mk(), 2))
    case(f"tin.{nm}", lambda: In()(T([3, 4]), mk()))
    g = GradOperation(get_all=True)
    case(f"tgrad_get.{nm}", lambda: g(GetItem())(mk(), 1))
    case(f"tgrad_stack.{nm}", lambda: g(F(ops.stack))(mk()))
    case(f"tgrad_addn.{nm}", lambda: g(F(ops.addn))(mk()))
    case(f"tgrad_sum.{nm}", lambda: g(Sum())(mk()))

# sequence primitives
for nm, mk in (("c", lambda: (1, 5, 3)), ("m", lambda: mutable((1, 5, 3), True)),
               ("cf", lambda: (1.5, 5.0, -3.0)), ("mf", lambda: mutable((1.5, 5.0, -3.0), True))):
    case(f"SequenceMax.{nm}", lambda: F(S.SequenceMax())(mk()))
    case(f"SequenceMin.{nm}", lambda: F(S.SequenceMin())(mk()))
    case(f"SequenceCount.{nm}", lambda: F(S.SequenceCount())(mk(), 5))
    case(f"SequenceIndex.{nm}", lambda: F(S.SequenceIndex())(mk(), 5))
    case(f"SequenceIndex_miss.{nm}", lambda: F(S.SequenceIndex())(mk(), 9))
    case(f"SequenceMul.{nm}", lambda: F(S.SequenceMul())(mk(), 2))
    case(f"SequenceAdd.{nm}", lambda: F(S.SequenceAdd())(mk(), mk()))
    case(f"InSequence.{nm}", lambda: F(S.InSequence())(5, mk()))
    case(f"SequenceAddN.{nm}", lambda: F(S.SequenceAddN())(mk()))
    case(f"SequenceZerosLike.{nm}", lambda: F(S.SequenceZerosLike())(mk()))
    case(f"tuple_equal.{nm}", lambda: F(lambda a, b: a == b)(mk(), (1, 5, 3)))
    case(f"tuple_lt.{nm}", lambda: F(S.tuple_lt())(mk(), (1, 5, 4)) if hasattr(S, "tuple_lt") else None)
    case(f"grad_max.{nm}", lambda: GradOperation(get_all=True)(Max())(mk()))
    case(f"grad_mul.{nm}", lambda: GradOperation(get_all=True)(Mul())(mk(), 2))

for args in ((5,), (1, 5), (1, 5, 2), (5, 1, -2), (0,), (3, 3), (1, 5, -1), (1, 5, 0)):
    case(f"range.{args}", lambda: F(lambda *a: tuple(range(*a)))(*args))
    case(f"range_mut.{args}", lambda: F(lambda *a: tuple(range(*a)))(*[mutable(x) for x in args]))
    case(f"make_range.{args}", lambda: F(S.make_range())(*[mutable(x) for x in args]) if hasattr(S, "make_range")
         else F(ops.make_range)(*args))

for v in (3, -2, 2.7, -2.7, True, 0):
    for cast in (int, float, bool):
        case(f"scalarcast.{cast.__name__}.{v!r}", lambda: F(lambda x: cast(x))(v))
        case(f"scalarcast_mut.{cast.__name__}.{v!r}", lambda: F(lambda x: cast(x))(mutable(v)))
    case(f"ScalarCast.int32.{v!r}", lambda: F(lambda x: ops.ScalarCast()(x, ms.int32))(mutable(v)))
    case(f"ScalarCast.float32.{v!r}", lambda: F(lambda x: ops.ScalarCast()(x, ms.float32))(mutable(v)))
    case(f"ScalarCast.bool.{v!r}", lambda: F(lambda x: ops.ScalarCast()(x, ms.bool_))(mutable(v)))

for dt in ("float32", "int32", "int64", "float16", "bool", "uint8"):
    for shp in ((3,), (), (0,), (2, 2)):
        x = np.arange(int(np.prod(shp))).reshape(shp).astype(dt)
        case(f"tensor_to_tuple.{dt}.{shp}", lambda: F(S.TensorToTuple())(Tensor(x)))
        case(f"tensor_to_list.{dt}.{shp}", lambda: F(S.TensorToList())(Tensor(x)))
        case(f"tensor_to_scalar.{dt}.{shp}", lambda: F(S.TensorToScalar())(Tensor(x)))
        case(f"tuple_to_tensor.{dt}.{shp}", lambda: F(lambda s: S.TupleToTensor()(s, ms.float32))(
            tuple(x.reshape(-1).tolist())))
        case(f"list_to_tensor.{dt}.{shp}", lambda: F(lambda s: S.ListToTensor()(s, ms.int32))(
            list(x.reshape(-1).tolist())))
        case(f"shape_seq.{dt}.{shp}", lambda: F(lambda t: (t.shape, ops.shape(t), len(t.shape)))(Tensor(x)))

case("dyn_shape_mul", lambda: F(lambda t: t.shape * 2)(T([[1, 2, 3]])))
case("dyn_shape_add", lambda: F(lambda t: t.shape + (5,))(T([[1, 2, 3]])))
case("shape_getitem_neg", lambda: F(lambda t: t.shape[-1] * t.shape[0])(T([[1, 2, 3]])))
