"""st ops/gpu unsorted_segment_{max,min,prod,sum}, segment_op: dtypes, negative / out-of-range ids, num_segments as
int / Tensor, 0-d / empty, functional vs Primitive, GradOperation."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


class Seg(nn.Cell):
    def __init__(self, p, n):
        super().__init__()
        self.p = p
        self.n = n

    def construct(self, x, i):
        return self.p(x, i, self.n)


class SegKw(nn.Cell):
    def __init__(self, p, n):
        super().__init__()
        self.p = p
        self.n = n

    def construct(self, x, i):
        return self.p(x, segment_ids=i, num_segments=self.n)


DT = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8]
x2 = np.array([[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, -12]])
for name in ["UnsortedSegmentMax", "UnsortedSegmentMin", "UnsortedSegmentProd", "UnsortedSegmentSum"]:
    prim = getattr(P, name)()
    for dt in DT:
        for idt in [ms.int32, ms.int64]:
            case(f"{name} {dt} ids{idt}", lambda: Seg(prim, 4)(Tensor(x2, dt), Tensor([2, 1, 1], idt)))
        case(f"{name} {dt} neg id", lambda: Seg(prim, 3)(Tensor(x2, dt), Tensor([-1, 0, 0], ms.int32)))
        case(f"{name} {dt} oob id", lambda: Seg(prim, 2)(Tensor(x2, dt), Tensor([5, 0, 1], ms.int32)))
    case(f"{name} 1d", lambda: Seg(prim, 4)(Tensor([1., 2, 3, 4]), Tensor([0, 0, 1, 2])))
    case(f"{name} 2d ids", lambda: Seg(prim, 3)(Tensor(x2, ms.float32), Tensor([[0, 1, 1, 2], [2, 2, 0, 1], [0, 0, 0, 0]])))
    case(f"{name} num Tensor", lambda: Net(prim)(Tensor(x2, ms.float32), Tensor([0, 1, 1]), Tensor(3, ms.int32)))
    case(f"{name} num 1", lambda: Seg(prim, 1)(Tensor(x2, ms.float32), Tensor([0, 0, 0])))
    case(f"{name} num 0", lambda: Seg(prim, 0)(Tensor(x2, ms.float32), Tensor([0, 0, 0])))
    case(f"{name} num neg", lambda: Seg(prim, -2)(Tensor(x2, ms.float32), Tensor([0, 0, 0])))
    case(f"{name} ids float", lambda: Seg(prim, 3)(Tensor(x2, ms.float32), Tensor([0., 0, 0])))
    case(f"{name} ids bad shape", lambda: Seg(prim, 3)(Tensor(x2, ms.float32), Tensor([0, 0])))
    case(f"{name} bool", lambda: Seg(prim, 3)(Tensor(x2 > 0), Tensor([0, 1, 1])))
    case(f"{name} nan", lambda: Seg(prim, 2)(Tensor([np.nan, 1., np.inf, -np.inf, -0.0]), Tensor([0, 0, 1, 1, 1])))
    case(f"{name} grad", lambda: Grad(Seg(prim, 3))(Tensor(x2, ms.float32), Tensor([0, 2, 0])))
    case(f"{name} grad tie", lambda: Grad(Seg(prim, 2))(Tensor([[1., 2], [1, 3], [0, 2]]), Tensor([0, 0, 1])))
    case(f"{name} grad neg", lambda: Grad(Seg(prim, 2))(Tensor([[1., 2], [1, 3], [0, 2]]), Tensor([0, -1, 1])))
for fn in ["unsorted_segment_max", "unsorted_segment_min", "unsorted_segment_prod", "unsorted_segment_sum"]:
    f = getattr(ops, fn)
    case(f"ops.{fn} pos", lambda: Seg(f, 3)(Tensor(x2, ms.float32), Tensor([0, 2, 0])))
    case(f"ops.{fn} kw", lambda: SegKw(f, 3)(Tensor(x2, ms.int32), Tensor([0, 2, 0])))
for fn in ["SegmentSum", "SegmentMax", "SegmentMin", "SegmentMean", "SegmentProd"]:
    try:
        prim = getattr(P, fn)()
    except Exception as e:
        print(fn, "=> missing", type(e).__name__)
        continue
    for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.int64, ms.uint8]:
        case(f"{fn} {dt}", lambda: Net(prim)(Tensor(x2, dt), Tensor([0, 0, 2], ms.int32)))
    case(f"{fn} unsorted", lambda: Net(prim)(Tensor(x2, ms.float32), Tensor([1, 0, 2], ms.int32)))
    case(f"{fn} neg", lambda: Net(prim)(Tensor(x2, ms.float32), Tensor([-1, 0, 2], ms.int32)))
    case(f"{fn} 1d", lambda: Net(prim)(Tensor([1., 5, 3, 2]), Tensor([0, 0, 3, 3], ms.int64)))
    case(f"{fn} grad", lambda: Grad(Net(prim))(Tensor(x2, ms.float32), Tensor([0, 0, 2], ms.int32)))
