"""h-opsa ops (msgraph/ops/st_cpu_a.py): finite-difference gradients, digamma against
closed forms, and the import paths MindSpore code uses (mindspore.common.api, ops.operations.<sub>)."""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.testing.gradcheck import check_grad

A = np.array([[4.0, 1.0, -2.0], [1.0, 5.0, 0.5], [-1.0, 0.25, 3.0]])
B = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]])


@pytest.mark.parametrize("adjoint", [False, True])
def test_matrix_solve_gradcheck(adjoint):
    assert check_grad(lambda a, b: ops.matrix_solve(a, b, adjoint), ms.Tensor(A), ms.Tensor(B))


def test_matrix_solve_batched_values():
    a = np.stack([A, A.T + np.eye(3)])
    b = np.stack([B, -B])
    out = ops.matrix_solve(ms.Tensor(a), ms.Tensor(b)).asnumpy()
    np.testing.assert_allclose(np.einsum("bij,bjk->bik", a, out), b, atol=1e-12)


def test_lgamma_gradcheck_and_digamma_values():
    assert check_grad(ops.lgamma, ms.Tensor(np.array([0.3, 1.5, 4.0, 12.5])))
    euler = 0.5772156649015329
    got = ops.digamma(ms.Tensor(np.array([1.0, 0.5, 3.0, -0.5, 0.0, -2.0]))).asnumpy()
    want = [-euler, -euler - 2 * math.log(2), 1.5 - euler, -euler - 2 * math.log(2) + 2, -np.inf, np.nan]
    np.testing.assert_allclose(got, want, rtol=1e-10)


def test_vmap_gradient_flows():
    fn = lambda x, w: (x * w).sum()   # noqa: E731 (MindSpore parses a lambda only on its own line)
    f = ops.vmap(fn, in_axes=(0, None))
    assert check_grad(f, ms.Tensor(np.arange(6.0).reshape(2, 3)), ms.Tensor(np.array([1.0, -2.0, 0.5])))


def test_mindspore_import_paths():
    from msgraph import compat

    compat.install()
    try:
        from mindspore.common.api import _pynative_executor, jit
        from mindspore.ops import operations as P
        from mindspore.ops.operations import _grad_ops, math_ops
        from mindspore.ops.function import random_func

        assert jit is ms.jit and _pynative_executor.sync() is None
        assert math_ops.MatrixSolve is P.MatrixSolve
        # MindSpore's _grad_ops holds the gradient primitives, and ConcatOffset (Concat's bprop helper; h-cpu4)
        assert all("Grad" in n or "Backprop" in n or n == "ConcatOffset" for n in _grad_ops.__all__)
        assert random_func.vmap is ops.vmap
    finally:
        compat.uninstall()


@pytest.mark.parametrize("k, s, mode", [(3, 2, "same"), (2, 1, "valid"), (4, 2, "same")])
def test_max_pool_with_argmax_gradcheck(k, s, mode):
    from msgraph.ops import operations as P

    x = ms.Tensor(np.random.RandomState(0).randn(2, 2, 5, 7))
    assert check_grad(lambda t: P.MaxPoolWithArgmax(k, s, mode)(t)[0], x)


def test_grad_prims_gradcheck():
    from msgraph.ops.operations import _grad_ops as G

    rng = np.random.RandomState(1)
    # InvGrad has no gradient in MindSpore 2.10: differentiating it is its RuntimeError (adapt36gpu)
    with pytest.raises(RuntimeError, match="InvGrad's bprop not defined"):
        check_grad(lambda y, dy: G.InvGrad()(y, dy), ms.Tensor(rng.randn(3, 2)), ms.Tensor(rng.randn(3, 2)))
    assert check_grad(lambda d: G.BiasAddGrad("NHWC")(d), ms.Tensor(rng.randn(2, 3, 4)))
    assert check_grad(lambda d: G.BiasAddGrad()(d), ms.Tensor(rng.randn(2, 3, 2, 2)))
