"""The new sparse primitives' outputs used further inside one Cell (Graph under MODE=graph): SparseToDenseV2's dense
result through matmul / reshape / sum, DenseToCSRSparseMatrix on ops.nonzero's indices, NonDeterministicInts' shape
read in the graph, Sspaddmm's values and entry count (adapt45w2sp)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.sparse_ops import SparseToDenseV2, Sspaddmm, DenseToCSRSparseMatrix
from mindspore.ops.operations.random_ops import NonDeterministicInts
from _h import case


class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseToDenseV2()

    def construct(self, idx, v):
        d = self.op(idx, Tensor([2, 3], ms.int64), v, Tensor(0.0, ms.float32))
        return ops.matmul(d, ops.ones((3, 2), ms.float32)).reshape(-1) + d.sum()


class B(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = DenseToCSRSparseMatrix()

    def construct(self, x):
        out = self.op(x, ops.nonzero(x).astype(ms.int32))
        return out[2] * 2, out[4].sum()


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = NonDeterministicInts(dtype=ms.int32)

    def construct(self, s):
        return self.op(s).shape


class D(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = Sspaddmm()

    def construct(self, x3):
        i, v, _ = self.op(Tensor([[0], [1]], ms.int64), Tensor([1.0], ms.float32), Tensor([2, 2], ms.int64),
                          Tensor([[1], [0]], ms.int64), Tensor([2.0], ms.float32), Tensor([2, 2], ms.int64), x3,
                          Tensor(1.0, ms.float32), Tensor(1.0, ms.float32))
        return v * 2, i.shape[1]


case("s2d.downstream", lambda: A()(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([1.0, 2.0], ms.float32)))
case("csr.nonzero", lambda: B()(Tensor([[0, 1.0], [2.0, 3.0]], ms.float32)))
case("csr.nonzero_3d", lambda: B()(Tensor(np.array([[[0, 1.0], [2.0, 0]], [[0, 0], [0, 5.0]]], np.float32))))
case("ndi.shape_in_graph", lambda: C()(Tensor([2, 5], ms.int64)))
case("ssp.downstream", lambda: D()(Tensor([[1.0, 2.0], [3.0, 4.0]], ms.float32)))
