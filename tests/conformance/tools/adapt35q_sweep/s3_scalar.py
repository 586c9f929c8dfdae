"""dynamic_sequence scalar math: mutable scalars of mixed types through + - * / // % ** and comparisons, the
sequence primitives (_sequence_ops), scalar/tensor conversions and gradients (GradOperation get_all/sens_param)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from mindspore.ops.composite import GradOperation
from mindspore.ops.operations import _sequence_ops as S
from _h import case


class Bin(nn.Cell):
    def construct(self, x, y):
        return x + y, x - y, x * y, x / y, x // y, x % y, x ** y, x > y, x <= y, x == y, x != y


class Un(nn.Cell):
    def construct(self, x):
        return -x, +x, not x, bool(x), int(x), float(x), abs(x)


class Add(nn.Cell):
    def construct(self, x, y):
        return x * y + x


class GAll(nn.Cell):
    def __init__(self, net, sens=False):
        super().__init__()
        self.net = net
        self.g = GradOperation(get_all=True, sens_param=sens)

    def construct(self, *a):
        return self.g(self.net)(*a)


VALS = [("i3", 3), ("i_2", -2), ("f2.5", 2.5), ("f_0.5", -0.5), ("bT", True), ("bF", False), ("i0", 0)]
for na, a in VALS:
    for nb, b in VALS:
        for w in ("mm", "mc"):
            case("bin_%s_%s_%s" % (na, nb, w), lambda a=a, b=b, w=w: Bin()(mutable(a), mutable(b) if w == "mm" else b))
    case("un_%s" % na, lambda a=a: Un()(mutable(a)))
    case("grad_%s" % na, lambda a=a: GAll(Add())(mutable(a), mutable(2)))
    case("grad_sens_%s" % na, lambda a=a: GAll(Add(), True)(mutable(a), mutable(2), 3))


class SeqPrims(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = S.SequenceAddN()
        self.stack = S.SequenceStack(axis=0)
        self.unstack = S.SequenceUnstack(axis=0)
        self.count = S.SequenceCount()
        self.index = S.SequenceIndex()
        self.mul = S.SequenceMul()
        self.add = S.SequenceAdd()
        self.slice = S.SequenceSlice()
        self.smax = S.SequenceMax()
        self.smin = S.SequenceMin()
        self.inseq = S.InSequence()
        self.slen = S.sequence_len()
        self.zl = S.SequenceZerosLike()

    def construct(self, t, s):
        return (self.addn(t), self.stack(t), self.unstack(self.stack(t)), self.count(s, 2), self.index(s, 2, 0, 10),
                self.mul(s, 2), self.add(s, s), self.slice(s, 0, 2, 1), self.smax(s), self.smin(s), self.inseq(2, s),
                self.slen(s), self.zl(s))


TT = (Tensor([1.0, 2.0]), Tensor([3.0, -4.0]))
for nm, s in (("int", (1, 2, 3)), ("float", (1.5, 2.0, -3.0)), ("neg", (-1, 2, 2))):
    case("prims_%s_const" % nm, lambda s=s: SeqPrims()(TT, s))
    case("prims_%s_mut" % nm, lambda s=s: SeqPrims()(mutable(TT), mutable(s)))
    case("prims_%s_dyn" % nm, lambda s=s: SeqPrims()(mutable(TT, True), mutable(s, True)))


class Conv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t2t = S.TupleToTensor()
        self.l2t = S.ListToTensor()
        self.t2tup = S.TensorToTuple()
        self.t2l = S.TensorToList()
        self.t2s = S.TensorToScalar()

    def construct(self, s, l, x, y):
        return self.t2t(s, ms.float32), self.t2t(s, ms.int64), self.l2t(l, ms.float16), self.t2tup(x), self.t2l(x), self.t2s(y)


for nm, s, x, y in (("i", (1, 2), Tensor([1.5, 2.5]), Tensor(3)), ("f", (1.5, -2.5), Tensor([1, 2]), Tensor(2.5)),
                    ("b", (True, False), Tensor([True, False]), Tensor(True))):
    case("conv_%s_const" % nm, lambda s=s, x=x, y=y: Conv()(s, list(s), x, y))
    case("conv_%s_mut" % nm, lambda s=s, x=x, y=y: Conv()(mutable(s), mutable(list(s)), x, y))
    case("conv_%s_dyn" % nm, lambda s=s, x=x, y=y: Conv()(mutable(s, True), mutable(list(s), True), x, y))


class SeqGrad(nn.Cell):
    def construct(self, s, i):
        return s[i] * 2 + s[0]


class SeqSum(nn.Cell):
    def construct(self, s):
        return ops.addn(s) * s[0]


for nm, s in (("tensors", (Tensor([1.0, 2.0]), Tensor([3.0, 4.0]), Tensor([5.0, 6.0]))), ("ints", (1, 2, 3)), ("floats", (1.5, 2.5, -1.0))):
    case("seqgrad_%s_mut" % nm, lambda s=s: GAll(SeqGrad())(mutable(s), 1))
    case("seqgrad_%s_dyn" % nm, lambda s=s: GAll(SeqGrad())(mutable(s, True), 1))
    case("seqgrad_%s_mutidx" % nm, lambda s=s: GAll(SeqGrad())(mutable(s), mutable(-1)))
    case("seqgrad_%s_const" % nm, lambda s=s: GAll(SeqGrad())(s, 2))
case("seqsum_mut", lambda: GAll(SeqSum())(mutable((Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))))
case("seqsum_dyn", lambda: GAll(SeqSum())(mutable((Tensor([1.0, 2.0]), Tensor([3.0, 4.0])), True)))
case("seqsum_list", lambda: GAll(SeqSum())(mutable([Tensor([1.0, 2.0]), Tensor([3.0, 4.0])])))
