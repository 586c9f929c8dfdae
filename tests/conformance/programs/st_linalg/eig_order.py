"""ops.eig / ops.eigvals on general matrices as MindSpore 2.10's CPU kernel (Eigen's ComplexEigenSolver)
orders them -- ascending modulus -- with its eigenvector phases (real spectra, complex matrices, batches).
Not here: a real matrix's complex-conjugate pairs have equal moduli, and which comes first depends on the
last bits of MindSpore's float arithmetic (docs/differences.md, h-lin)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

m1 = Tensor(np.array([[4.0, 1.0, -2.0], [0.5, -3.0, 1.0], [2.0, 0.0, 1.0]], np.float64))
m2 = Tensor(np.array([[6.0, 2.0, 0.0, 1.0], [2.0, -3.0, 1.0, 0.0], [0.0, 1.0, 3.0, 0.5], [1.0, 0.0, 0.5, -1.0]],
                     np.float64))
sym = Tensor(np.array([[[2.0, 1.0], [1.0, 2.0]], [[1.0, 1.0], [1.0, 1.0]], [[5.0, 0.0], [0.0, -1.0]]], np.float32))
cm = Tensor(np.array([[1 + 2j, 0.5, -1j], [2.0, -1 + 1j, 0.3], [0.1j, 1.0, 2.0]], np.complex128))
lower = Tensor(np.array([[2.0, 0.0, 0.0], [1.0, 3.0, 0.0], [0.0, 1.0, 5.0]], np.float32))
five = Tensor(np.triu(np.arange(25, dtype=np.float64).reshape(5, 5) % 7 - 3) + np.diag([0.5, 1.5, 2.5, 3.5, 4.5])
             + np.diag([1.0, -1.0, 0.5, 2.0], -1))


@ms.jit
def in_graph(m1, sym):
    return ops.eig(m1), ops.eigvals(sym)


emit("eig_real_general", ops.eig(m1), rtol=1e-6, atol=1e-8)
emit("eig_symmetric4", ops.eig(m2), rtol=1e-6, atol=1e-8)
emit("eig_sym_batch", ops.eig(sym), rtol=1e-4, atol=1e-5)
emit("eig_complex", ops.eig(cm), rtol=1e-6, atol=1e-8)
emit("eigvals_lower", ops.eigvals(lower), rtol=1e-5, atol=1e-5)
emit("eig_five", ops.eig(five), rtol=1e-6, atol=1e-8)
emit("in_graph", in_graph(m1, sym), rtol=1e-4, atol=1e-5)
