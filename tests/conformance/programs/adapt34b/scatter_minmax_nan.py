"""NaN in the max / min scatter and segment ops as MindSpore 2.10's CPU kernels compute them (found by the adapt34b
variant sweep of st ops/cpu test_scatter_arithmetic_op.py, test_tensor_scatter_arithmetic.py and
test_unsorted_segment_arithmetic.py): updates apply one at a time; ScatterMax / ScatterNdMax take ``a > b ? a : b``
(a NaN update is written, a NaN element replaced by the next update), ScatterMin / ScatterNdMin / TensorScatterMax /
TensorScatterMin take std::max / std::min (a NaN update is skipped, a NaN element kept), UnsortedSegmentMax / Min
skip NaN elements.  Eagerly and in a Cell (Graph mode), float16/32/64, duplicate indices."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit

nan = np.nan
X = np.array([[nan, 1, 5, -0.0, 3], [2, 3, 4, 0.0, nan]], np.float32)
U = np.array([[2, nan, nan, 0.0, 7], [nan, nan, 1, 9, nan]], np.float32)


class Write(nn.Cell):
    def __init__(self, op, dt, nd):
        super().__init__()
        self.op = op
        self.p = Parameter(Tensor(X.astype(dt)), "p")
        self.nd = nd

    def construct(self, i, u):
        self.op(self.p, i, u)
        return self.p


class Pure(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, i, u):
        return self.op(x, i, u)


class Seg(nn.Cell):
    def __init__(self, op, n):
        super().__init__()
        self.op = op
        self.n = n

    def construct(self, x, s):
        return self.op(x, s, self.n)


for dt in (np.float32, np.float16, np.float64):
    for name in ("ScatterMax", "ScatterMin"):
        net = Write(getattr(ops, name)(), dt, False)
        emit(f"{name}_{dt.__name__}", net(Tensor(np.array([0, 0], np.int32)), Tensor(U.astype(dt))))
    for name in ("ScatterNdMax", "ScatterNdMin"):
        net = Write(getattr(ops, name)(), dt, True)
        emit(f"{name}_{dt.__name__}", net(Tensor(np.array([[0], [0]], np.int32)), Tensor(U.astype(dt))))
    for name in ("TensorScatterMax", "TensorScatterMin"):
        emit(f"{name}_{dt.__name__}", Pure(getattr(ops, name)())(Tensor(X.astype(dt)), Tensor(np.array([[0], [0]], np.int32)),
                                                               Tensor(U.astype(dt))))
        emit(f"{name}_{dt.__name__}_elem", Pure(getattr(ops, name)())(
            Tensor(X.astype(dt)), Tensor(np.array([[0, 1], [0, 1], [1, 4], [0, 0]], np.int64)),
            Tensor(np.array([nan, 0.5, 2, 1], dt))))
    v = np.array([nan, 1, 2, nan, nan, 0, -1, nan], dt)
    s = np.array([0, 0, 1, 1, 2, 3, 3, 0], np.int32)
    for name in ("UnsortedSegmentMax", "UnsortedSegmentMin"):
        emit(f"{name}_{dt.__name__}", Seg(getattr(ops, name)(), 4)(Tensor(v), Tensor(s)))
        emit(f"{name}_{dt.__name__}_2d", Seg(getattr(ops, name)(), 3)(Tensor(U.T.copy().astype(dt)), Tensor(np.array([0, 0, 1, 1, 0], np.int32))))
emit("tensor_scatter_max_fn", ops.tensor_scatter_max(Tensor(X), Tensor(np.array([[1], [0]], np.int32)), Tensor(U)))
emit("unsorted_segment_min_fn", ops.unsorted_segment_min(Tensor(X), Tensor(np.array([1, 1], np.int32)), 2))
