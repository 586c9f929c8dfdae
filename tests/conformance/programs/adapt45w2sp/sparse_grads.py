"""Gradients through session 45's sparse primitives (adapt45w2sp), as MindSpore 2.10 defines them: SparseToDenseV2's
values get dout gathered at indices and default_value the rest of dout's sum; DenseToCSRSparseMatrix's dense input
gets the values' gradient scattered at indices; Sspaddmm gives zeros; SparseSliceGrad and SparseAddGrad have no
bprop (RuntimeError).  msgraph's first versions gave zeros everywhere (SILENT)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.sparse_ops import Sspaddmm, DenseToCSRSparseMatrix, SparseToDenseV2
from mindspore.ops.operations._grad_ops import SparseSliceGrad
from mindspore.ops.operations._sparse_grad_ops import SparseAddGrad
from _conf import emit, emit_error


def T(v, dt):
    return Tensor(np.array(v, dt))


f = np.float32


class S2D(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseToDenseV2()

    def construct(self, indices, shape, v, d):
        return self.op(indices, shape, v, d) * T([[1, 2, 3], [4, 5, 6]], f)


class CSR(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = DenseToCSRSparseMatrix()

    def construct(self, x, indices):
        return self.op(x, indices)[4] * T([2, 3], f)


class SSP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = Sspaddmm()

    def construct(self, v1, v2, x3):
        return self.op(T([[0, 1], [0, 1]], np.int64), v1, T([3, 3], np.int64), T([[0, 1], [2, 2]], np.int64), v2,
                       T([3, 3], np.int64), x3, T(1, f), T(1, f))[1].sum()


class SSG(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseSliceGrad()

    def construct(self, g):
        return self.op(g, T([[0, 0], [1, 2]], np.int64), T([0, 0], np.int64), T([[1, 2]], np.int64)) * 2


class SAG(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseAddGrad()

    def construct(self, g):
        return self.op(g, T([[0, 1]], np.int64), T([[1, 3]], np.int64), T([[0, 1], [1, 3]], np.int64))[0].sum()


for it in (np.int32, np.int64):
    n = np.dtype(it).name
    emit(f"s2d.{n}", ms.grad(S2D(), grad_position=(2, 3))(T([[0, 1], [1, 0]], it), T([2, 3], it), T([1, 2], f), T(0.5, f)))
    emit(f"s2d_f64.{n}", ms.grad(S2D(), grad_position=(2, 3))(T([[0, 2], [1, 1]], it), T([2, 3], it), T([1, 2], np.float64),
                                                              T(0.5, np.float64)))
emit("csr.int32", ms.grad(CSR())(T([[0, 1, 0], [2, 0, 3]], f), T([[0, 1], [1, 0]], np.int32)))
# (int64 indices: MindSpore 2.10's PyNative bprop raises a self-contradicting TypeError "'indices' must be of type
# int32 or int64, but got: Int64" while its Graph mode computes; msgraph computes in both modes: not compared)
emit("csr_3d", ms.grad(CSR())(T(np.arange(12).reshape(2, 2, 3), f), T([[0, 0, 1], [1, 1, 2]], np.int32)))
x3 = T([[1, 2, 3], [1, 3, 2], [3, 2, 1]], f)
emit("sspaddmm_zeros", ms.grad(SSP(), grad_position=(0, 1, 2))(T([1, 2], f), T([3, 4], f), x3))
emit_error("sparse_slice_grad_no_bprop", lambda: ms.grad(SSG())(T([4], f)))
emit_error("sparse_add_grad_no_bprop", lambda: ms.grad(SAG())(T([1, 2], f)))
