"""ops.igamma / ops.igammac / Tensor.igamma / Tensor.igammac (regularized incomplete gamma) and ops.zeta
(Hurwitz zeta) as MindSpore 2.10 computes them: values, dtypes, broadcasting, edge values, gradients and
input errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

a = Tensor(np.array([2.0, 4.0, 6.0, 8.0], np.float32))
x = Tensor(np.array([2.0, 3.0, 4.0, 5.0], np.float32))
a2 = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float64))
x2 = Tensor(np.array([0.5, 1.5], np.float64))
edge_a = Tensor(np.array([0.0, -1.0, 1.0, 1.0, 0.5], np.float32))
edge_x = Tensor(np.array([1.0, 1.0, 0.0, -1.0, 30.0], np.float32))
zx = Tensor(np.array([2.0, 4.0], np.float32))
zq = Tensor(np.array([1.0, 2.0], np.float32))


@ms.jit
def gammas(a, x, a2, x2):
    return ops.igamma(a, x), ops.igammac(a, x), a.igamma(x), a.igammac(x), ops.igamma(a2, x2), \
        ops.igammac(a2, x2)


@ms.jit
def zetas(zx, zq):
    return ops.zeta(zx, 1), ops.zeta(zx, zq), ops.zeta(2.0, zq), ops.zeta(zx, 2.5)


emit("gammas", gammas(a, x, a2, x2), rtol=1e-5, atol=1e-6)
emit("gamma_edges", (ops.igamma(edge_a, edge_x), ops.igammac(edge_a, edge_x)), rtol=1e-5, atol=1e-6)
emit("zetas", zetas(zx, zq), rtol=1e-5, atol=1e-6)
emit("zeta_edges", ops.zeta(Tensor(np.array([0.5, 1.0, -1.0], np.float32)), Tensor(np.ones(3, np.float32))))
emit("zeta_f64", ops.zeta(Tensor(np.array([2.0, 4.0], np.float64)), Tensor(np.array([1.0, 2.0], np.float64))),
     rtol=1e-10)
emit("igamma_grad", ms.grad(ops.igamma, (0, 1))(a, x), rtol=1e-4, atol=1e-6)
emit("igammac_grad", ms.grad(ops.igammac, (0, 1))(a, x), rtol=1e-4, atol=1e-6)
emit("igamma_grad_broadcast", ms.grad(ops.igamma, (0, 1))(a2, x2), rtol=1e-4, atol=1e-6)
emit("zeta_grad", ms.grad(ops.zeta, (0, 1))(zx, zq), rtol=1e-4, atol=1e-6)


@ms.jit
def grad_in_graph(a, x):
    return ms.grad(ops.igamma, (0, 1))(a, x)


emit("igamma_grad_graph", grad_in_graph(a, x), rtol=1e-4, atol=1e-6)
emit_error("igamma_mixed", ops.igamma, a, x2)
emit_error("igamma_int", ops.igamma, Tensor(np.array([1, 2], np.int32)), Tensor(np.array([1, 2], np.int32)))
emit_error("igamma_f16", ops.igamma, Tensor(np.array([1, 2], np.float16)), Tensor(np.array([1, 2], np.float16)))
emit_error("zeta_mixed", ops.zeta, zx, Tensor(np.array([1.0, 2.0], np.float64)))
emit_error("igamma_python_scalar", ops.igamma, a, 2.0)
emit_error("igamma_broadcast", ops.igamma, a, Tensor(np.ones(3, np.float32)))
emit_error("zeta_int", ops.zeta, Tensor(np.array([2, 3], np.int32)), 1)
emit("igamma_0d", ops.igamma(a, Tensor(2.0)), rtol=1e-5, atol=1e-6)
