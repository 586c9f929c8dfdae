"""ops.lu_unpack, ops.MatrixTriangularSolve (values and gradient), ops.matrix_power, ops.NuclearNorm and
ops.polygamma / ops.Polygamma (values and gradient) as MindSpore 2.10 computes them on CPU."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

lu = Tensor(np.array([[2.0, 1.0, 1.0], [0.5, 1.0, 1.5], [0.5, 0.0, 2.5]], np.float32))
x = Tensor(np.array([1.0, 2.5, -1.5, 4.0], np.float32))
ones = Tensor(np.ones((3, 2), np.float32))


@ms.jit
def unpack(lu):
    return ops.lu_unpack(lu, Tensor(np.array([2, 3, 3], np.int32))), \
        ops.lu_unpack(lu, Tensor(np.array([3, 3, 3], np.int32))), \
        ops.lu_unpack(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.array([2, 2], np.int32))), \
        ops.lu_unpack(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), Tensor(np.array([3, 2], np.int32)))


@ms.jit
def tri(lu, ones):
    return ops.MatrixTriangularSolve()(lu, ones), ops.MatrixTriangularSolve(lower=False, adjoint=True)(lu, ones), \
        ops.MatrixTriangularSolve(adjoint=True)(lu, ones)


def tri_loss(a, b):
    return ops.MatrixTriangularSolve()(a, b)


def tri_loss_up(a, b):
    return ops.MatrixTriangularSolve(lower=False, adjoint=True)(a, b)


@ms.jit
def powers(lu):
    return ops.matrix_power(lu, -2), ops.matrix_power(lu, 0), ops.matrix_power(lu, 3), lu.matrix_power(2), \
        ops.matrix_power(Tensor(np.array([[1, 2], [3, 4]], np.int32)), 2)


@ms.jit
def pg(x):
    return ops.polygamma(Tensor(1), x), ops.Polygamma()(Tensor(np.array(2, np.int64)), x)


emit("lu_unpack", unpack(lu))
emit("lu_unpack_flags", (ops.lu_unpack(lu, Tensor(np.array([3, 3, 3], np.int32)), unpack_data=False)[0],
                         ops.lu_unpack(lu, Tensor(np.array([3, 3, 3], np.int32)), unpack_pivots=False)[1:]))
emit("lu_unpack_batch", ops.lu_unpack(Tensor(np.stack([lu.asnumpy(), lu.asnumpy().T])),
                                      Tensor(np.array([[2, 3, 3], [1, 2, 3]], np.int32))))
emit("triangular_solve", tri(lu, ones), rtol=1e-5, atol=1e-6)
emit("triangular_solve_f64", ops.MatrixTriangularSolve()(Tensor(lu.asnumpy().astype(np.float64)),
                                                         Tensor(np.ones((3, 2), np.float64))))
emit("triangular_solve_grad", ms.grad(tri_loss, (0, 1))(lu, ones), rtol=1e-5, atol=1e-6)
emit("triangular_solve_grad_up", ms.grad(tri_loss_up, (0, 1))(lu, ones), rtol=1e-5, atol=1e-6)
emit("matrix_power", powers(lu), rtol=1e-5, atol=1e-5)
emit("nuclear_norm", (ops.NuclearNorm()(lu), ops.NuclearNorm(dim=[1, 2], keepdim=True)(
    Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))), ops.NuclearNorm()(Tensor(lu.asnumpy().astype(np.float64)))),
     rtol=1e-5, atol=1e-5)
emit("polygamma", pg(x), rtol=1e-5, atol=1e-5)
emit("polygamma_eager_n0_neg", (ops.polygamma(Tensor(0), x), ops.polygamma(Tensor(-1), x)), rtol=1e-5, atol=1e-5)
emit("polygamma_f64", ops.polygamma(Tensor(3), Tensor(np.array([0.5, 1.0, 7.0], np.float64))), rtol=1e-9)
def pg_loss(t):
    return ops.polygamma(Tensor(1), t)


emit("polygamma_grad", ms.grad(pg_loss)(x), rtol=1e-5, atol=1e-5)
emit_error("polygamma_int_n", ops.polygamma, 1, x)
emit_error("polygamma_int_x", ops.polygamma, Tensor(1), Tensor(np.array([1, 2], np.int32)))
