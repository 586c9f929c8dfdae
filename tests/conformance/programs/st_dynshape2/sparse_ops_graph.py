"""COOTensor / CSRTensor operators and methods on sparse tensors graph code builds from its inputs
(tests/st/sparse test_coo_magic_methods, test_csr_magic_methods, test_csr_add_dynamic_shape_methods,
test_csr_add): dense <op> sparse, sparse + sparse (lengths known when the graph runs), to_dense, abs,
astype; CSRTensor.add keeps explicit zeros (SparseMatrixAdd)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, COOTensor, CSRTensor, jit
from _conf import emit


def parts(x):
    if isinstance(x, (COOTensor, CSRTensor)):
        return tuple(p for p in (getattr(x, "indptr", None), x.indices, x.values) if p is not None) + (x.shape,)
    return x


idx = Tensor(np.array([[0, 1], [1, 2]], np.int64))
val = Tensor(np.array([-1, 2], np.float32))
idx2 = Tensor(np.array([[0, 2], [1, 2], [2, 3]], np.int64))
val2 = Tensor(np.array([3, -2, 1], np.float32))
dense = Tensor(np.array([[0, 1, 2, 0], [0, 0, 2, 0], [1, 0, 0, 0]], np.float32))


class COOOps(nn.Cell):
    def construct(self, i, v, i2, v2, d):
        a = COOTensor(i, v, (3, 4))
        b = COOTensor(i2, v2, (3, 4))
        return (-a, a + b, a + d, d + a, a - b, a - d, d - a, a * d, d * a, a / d, a.to_dense(), a.abs(),
                a.astype(ms.int32))


for k, r in enumerate(COOOps()(idx, val, idx2, val2, dense)):
    emit(f"coo_op_{k}", parts(r))

ptr = Tensor(np.array([0, 1, 2, 4, 5], np.int32))
cols = Tensor(np.array([4, 4, 1, 2, 2], np.int32))
vals = Tensor(np.arange(5).astype(np.float32) - 2.5)
d2 = Tensor(np.arange(20).reshape(4, 5).astype(np.float32) + 1)


class CSROps(nn.Cell):
    def construct(self, p, c, v, d):
        x = CSRTensor(p, c, v, (4, 5))
        return -x + x + x, x - x, x * d, d * x, x / d, x.to_dense(), x.abs(), x.astype(ms.float64)


for k, r in enumerate(CSROps()(ptr, cols, vals, d2)):
    emit(f"csr_op_{k}", parts(r))

a = CSRTensor(Tensor(np.array([0, 1, 2], np.int32)), Tensor(np.array([0, 1], np.int32)),
              Tensor(np.array([1, 2], np.float32)), (2, 6))
emit("csr_add_method_zero", parts(a.add(a, Tensor(1, ms.float32), Tensor(-1, ms.float32))))
emit("csr_sub_keeps_zeros", parts(a - a))


@jit
def coo_add_thresh(i, v, i2, v2):
    return COOTensor(i, v, (3, 4)).add(COOTensor(i2, v2, (3, 4)), Tensor(1.5, ms.float32))


emit("coo_add_thresh", parts(coo_add_thresh(idx, val, idx2, val2)))
emit("dense_mul_csr_eager", parts(d2 * CSRTensor(ptr, cols, vals, (4, 5))))


@jit
def to_coo(x):
    return x.to_coo()


emit("tensor_to_coo_jit", parts(to_coo(dense)))
emit("tensor_to_coo", parts(Tensor(np.array([[0, 5], [0, 0], [7, 1]], np.int64)).to_coo()))
