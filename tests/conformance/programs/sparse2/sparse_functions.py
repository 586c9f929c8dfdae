"""ops.coo_<op>/csr_<op> apply the op to the stored values only; conversions between COO, CSR and dense."""
import numpy as np
import mindspore as ms
from mindspore import COOTensor, CSRTensor, Tensor, ops
from mindspore import dtype as mstype
from _conf import emit

MODES = ("pynative",)

indptr = Tensor([0, 1, 4, 6], dtype=mstype.int32)
indices = Tensor([3, 0, 1, 2, 1, 3], dtype=mstype.int32)
values = Tensor(np.arange(6) / 7 - 0.4, dtype=mstype.float32)
csr = CSRTensor(indptr, indices, values, (3, 4))
coo = COOTensor(Tensor([[0, 1], [1, 2]], dtype=mstype.int64), Tensor([-0.5, 0.75], dtype=mstype.float32), (3, 4))

for name in ["abs", "acos", "asin", "atan", "asinh", "ceil", "cos", "cosh", "exp", "expm1", "floor", "isfinite",
             "isinf", "isnan", "neg", "relu", "relu6", "round", "sigmoid", "sin", "sinh", "softsign", "square",
             "tan", "tanh"]:
    emit(f"csr_{name}", getattr(ops, f"csr_{name}")(csr).values)
    emit(f"coo_{name}", getattr(ops, f"coo_{name}")(coo).values)
emit("coo_indices_kept", ops.coo_abs(coo).indices)
emit("csr_indptr_kept", ops.csr_abs(csr).indptr)
c2 = ops.csr_to_coo(csr)
emit("csr_to_coo", (c2.indices, c2.values, c2.shape))
emit("csr_to_dense", ops.csr_to_dense(csr))
emit("coo_to_dense", coo.to_dense())
emit("csr_astype", csr.astype(mstype.float64).values)
emit("coo_abs_method", coo.abs().values)
dense = Tensor(np.array([[0, 1.5, 0], [2, 0, -1]], np.float32))
d_coo = dense.to_coo()
emit("dense_to_coo", (d_coo.indices, d_coo.values, d_coo.shape))
d_csr = dense.to_csr()
emit("dense_to_csr", (d_csr.indptr, d_csr.indices, d_csr.values, d_csr.shape))
